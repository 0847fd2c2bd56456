/**
 * The privacy policy.
 */
import { LegalDocumentView } from '../../components/legal/legal-document-view'
import { privacyPolicy } from '../../content/legal'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data Snipwire collects, why, how long we keep it, who we share it with and the rights you have.',
  })

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />
}
