/**
 * `/logout`, where the top bar's Sign out leads: signs the visitor out of the website, then goes
 * to the landing page. (A page of its own, so that no other page loads the client just to offer
 * signing out.)
 */
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth/auth-card'
import { pageMeta } from '../../lib/meta'
import { signOutOfSite } from '../../toolkit/sign-out'
import type { Route } from './+types/logout'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'Sign out',
    description: 'Signing you out of your Snipwire account.',
  }),
  { name: 'robots', content: 'noindex' },
]

export default function LogoutPage() {
  const navigate = useNavigate()
  useEffect(() => {
    let current = true
    void signOutOfSite().then(() => {
      if (current) void navigate('/', { replace: true })
    })
    return () => {
      current = false
    }
  }, [navigate])
  return (
    <AuthCard
      title="Signing out"
      subtitle="See you soon"
      footer={
        <Link to="/" className="font-medium text-brand-300 hover:text-white">
          Back to home
        </Link>
      }
    >
      <p role="status" className="text-center text-sm text-zinc-300">
        Signing you out of Snipwire…
      </p>
    </AuthCard>
  )
}
