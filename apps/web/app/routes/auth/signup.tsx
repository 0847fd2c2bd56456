/**
 * The sign-up page: a new account on the house workspace, then the dashboard.
 */
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth/auth-card'
import { SignupForm } from '../../components/auth/signup-form'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/signup'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign up',
    description:
      'Create your Snipwire account and start a 14-day free trial: deploy your first app in minutes.',
  })

export default function SignupPage() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your 14-day free trial"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-300 hover:text-white">
            Log in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  )
}
