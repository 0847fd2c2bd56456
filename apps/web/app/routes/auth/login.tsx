/**
 * The login page.
 */
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth/auth-card'
import { LoginForm } from '../../components/auth/login-form'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Log in',
    description: 'Log in to your Snipwire account to manage projects, deployments and your team.',
  })

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to your Snipwire account"
      footer={
        <>
          Don’t have an account?{' '}
          <Link to="/signup" className="font-medium text-brand-300 hover:text-white">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
