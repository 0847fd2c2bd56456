/**
 * Layout of the marketing pages (landing, pricing, terms, privacy): the page is the main
 * landmark; each page draws its own header area under the fixed top bar.
 */
import { Outlet } from 'react-router'

export default function MarketingLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  )
}
