/**
 * Layout of the login and sign-up pages: a centred card on a quiet backdrop.
 */
import { Outlet } from 'react-router'

export default function AuthLayout() {
  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh items-center justify-center px-4 pt-28 pb-20"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_50%_50%_at_50%_45%,black,transparent)]" />
        <div className="absolute top-1/3 left-1/2 h-[28rem] w-[40rem] -translate-x-1/2 -translate-y-1/2 bg-[radial-gradient(closest-side,rgb(99_102_241/0.22),transparent)]" />
      </div>
      <Outlet />
    </main>
  )
}
