/**
 * Layout of the demo dashboard: the sidebar and the current page. All data is static sample
 * data.
 */
import { Outlet } from 'react-router'
import { DashboardSidebar } from '../../components/dashboard/dashboard-sidebar'
import { Container } from '../../components/ui/container'

export default function DashboardLayout() {
  return (
    <Container className="pt-24 pb-20 sm:pt-28">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <DashboardSidebar />
        <main id="main" className="min-w-0">
          <Outlet />
        </main>
      </div>
    </Container>
  )
}
