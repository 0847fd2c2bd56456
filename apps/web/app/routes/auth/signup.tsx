/**
 * The sign-up page, where a plan's free trial starts.
 */
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth/auth-card'
import { SignupForm } from '../../components/auth/signup-form'
import { TrialNotice } from '../../components/auth/trial-notice'
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
      <TrialNotice />
      <SignupForm />
    </AuthCard>
  )
}
