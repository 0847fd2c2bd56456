/**
 * The terms of service.
 */
import { LegalDocumentView } from '../../components/legal/legal-document-view'
import { termsOfService } from '../../content/legal'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms that govern your use of Snipwire: accounts, trials and billing, acceptable use, your content, availability and termination.',
  })

export default function TermsPage() {
  return <LegalDocumentView document={termsOfService} />
}
