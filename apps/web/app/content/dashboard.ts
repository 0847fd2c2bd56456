/**
 * Sample data for the demo dashboard (spec sections 3 and 9). Static: nothing here is live.
 */

export type DeploymentStatus = 'success' | 'in-progress' | 'failed'
export type ProjectStatus = 'active' | 'maintenance'
export type MemberStatus = 'active' | 'offline'
export type Environment = 'production' | 'staging'
export type TeamRole = 'Admin' | 'Developer'

export const dashboardUser = { name: 'Maya Chen', initials: 'MC', workspace: 'Northwind' }

export interface StatLine {
  label: string
  value: string
}

export const projectsOverview = {
  activeProjects: 12,
  details: [
    { label: 'In maintenance', value: '2' },
    { label: 'Team members', value: '24' },
    { label: 'New this month', value: '+3' },
  ] satisfies StatLine[],
}

export const deploymentStats = {
  successRate: '98.5%',
  details: [
    { label: 'Average deploy time', value: '45s' },
    { label: 'Deploys this month', value: '156' },
    { label: 'Failed this month', value: '2' },
  ] satisfies StatLine[],
}

export interface ResourceUsage {
  label: string
  percent: number
  detail: string
}

export const resourceUsage: readonly ResourceUsage[] = [
  { label: 'CPU', percent: 65, detail: '65% of 8 vCPU' },
  { label: 'Memory', percent: 48, detail: '7.7 of 16 GB' },
  { label: 'Storage', percent: 32, detail: '16 of 50 GB' },
  { label: 'Bandwidth', percent: 71, detail: '710 GB of 1 TB' },
]

export interface Activity {
  id: string
  title: string
  project: string
  actor: string
  time: string
  status: DeploymentStatus
}

export const recentActivity: readonly Activity[] = [
  {
    id: 'act-1',
    title: 'Deployed to production',
    project: 'web-app',
    actor: 'Maya Chen',
    time: '2 minutes ago',
    status: 'success',
  },
  {
    id: 'act-2',
    title: 'Building preview for feature/checkout',
    project: 'api-gateway',
    actor: 'Daniel Okafor',
    time: '6 minutes ago',
    status: 'in-progress',
  },
  {
    id: 'act-3',
    title: 'Deployment failed: 3 tests did not pass',
    project: 'billing-service',
    actor: 'Sofia Ramirez',
    time: '48 minutes ago',
    status: 'failed',
  },
  {
    id: 'act-4',
    title: 'Deployed to staging',
    project: 'docs-site',
    actor: 'Liam Novak',
    time: '2 hours ago',
    status: 'success',
  },
  {
    id: 'act-5',
    title: 'Rolled back to a1f9c2e',
    project: 'billing-service',
    actor: 'Sofia Ramirez',
    time: '3 hours ago',
    status: 'success',
  },
]

export interface Project {
  name: string
  description: string
  status: ProjectStatus
  lastDeploy: string
  teamCount: number
  branch: string
}

export const projects: readonly Project[] = [
  {
    name: 'web-app',
    description: 'Customer-facing storefront built with React Router.',
    status: 'active',
    lastDeploy: '2 minutes ago',
    teamCount: 8,
    branch: 'main',
  },
  {
    name: 'api-gateway',
    description: 'Edge gateway routing and authenticating every API call.',
    status: 'active',
    lastDeploy: '1 hour ago',
    teamCount: 5,
    branch: 'main',
  },
  {
    name: 'billing-service',
    description: 'Subscriptions, invoices and payment webhooks.',
    status: 'maintenance',
    lastDeploy: '3 hours ago',
    teamCount: 4,
    branch: 'release/2.4',
  },
  {
    name: 'docs-site',
    description: 'Public documentation and API reference.',
    status: 'active',
    lastDeploy: '2 hours ago',
    teamCount: 3,
    branch: 'main',
  },
  {
    name: 'mobile-backend',
    description: 'Push notifications and sync for the mobile apps.',
    status: 'active',
    lastDeploy: 'Yesterday',
    teamCount: 6,
    branch: 'develop',
  },
  {
    name: 'analytics-pipeline',
    description: 'Event ingestion and nightly reporting jobs.',
    status: 'maintenance',
    lastDeploy: '3 days ago',
    teamCount: 2,
    branch: 'main',
  },
]

export interface Deployment {
  id: string
  project: string
  environment: Environment
  status: DeploymentStatus
  duration: string
  timestamp: string
  commit: string
}

export const deployments: readonly Deployment[] = [
  {
    id: 'dpl_7Hx2kQ',
    project: 'web-app',
    environment: 'production',
    status: 'success',
    duration: '45s',
    timestamp: 'Today, 14:32',
    commit: '8c1e4fa',
  },
  {
    id: 'dpl_7Hw9mA',
    project: 'api-gateway',
    environment: 'staging',
    status: 'in-progress',
    duration: '—',
    timestamp: 'Today, 14:28',
    commit: 'f02b7d1',
  },
  {
    id: 'dpl_7Hv3rT',
    project: 'billing-service',
    environment: 'production',
    status: 'failed',
    duration: '1m 12s',
    timestamp: 'Today, 13:46',
    commit: '3e9a0c7',
  },
  {
    id: 'dpl_7Hu8bN',
    project: 'docs-site',
    environment: 'staging',
    status: 'success',
    duration: '31s',
    timestamp: 'Today, 12:10',
    commit: 'b47d2e9',
  },
  {
    id: 'dpl_7Ht1yC',
    project: 'billing-service',
    environment: 'production',
    status: 'success',
    duration: '52s',
    timestamp: 'Today, 11:37',
    commit: 'a1f9c2e',
  },
  {
    id: 'dpl_7Hs6pL',
    project: 'mobile-backend',
    environment: 'production',
    status: 'success',
    duration: '58s',
    timestamp: 'Yesterday, 18:05',
    commit: '5d83f10',
  },
]

export interface TeamMember {
  name: string
  email: string
  role: TeamRole
  status: MemberStatus
  initials: string
  lastActive: string
}

export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Maya Chen',
    email: 'maya@northwind.dev',
    role: 'Admin',
    status: 'active',
    initials: 'MC',
    lastActive: 'Now',
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel@northwind.dev',
    role: 'Admin',
    status: 'active',
    initials: 'DO',
    lastActive: '5 minutes ago',
  },
  {
    name: 'Sofia Ramirez',
    email: 'sofia@northwind.dev',
    role: 'Developer',
    status: 'active',
    initials: 'SR',
    lastActive: '20 minutes ago',
  },
  {
    name: 'Liam Novak',
    email: 'liam@northwind.dev',
    role: 'Developer',
    status: 'offline',
    initials: 'LN',
    lastActive: '2 hours ago',
  },
  {
    name: 'Aisha Patel',
    email: 'aisha@northwind.dev',
    role: 'Developer',
    status: 'offline',
    initials: 'AP',
    lastActive: 'Yesterday',
  },
]

export interface NotificationSetting {
  id: 'deploy-notifications' | 'weekly-report'
  label: string
  description: string
  enabledByDefault: boolean
}

export const settingsDefaults = {
  displayName: 'Maya Chen',
  email: 'maya@northwind.dev',
}

export const notificationSettings: readonly NotificationSetting[] = [
  {
    id: 'deploy-notifications',
    label: 'Deployment notifications',
    description: 'Email me when a deployment succeeds or fails.',
    enabledByDefault: true,
  },
  {
    id: 'weekly-report',
    label: 'Weekly usage report',
    description: 'A summary of builds, bandwidth and spend every Monday.',
    enabledByDefault: false,
  },
]

export type DashboardIcon = 'dashboard' | 'folder' | 'rocket' | 'users' | 'settings'

export interface DashboardNavItem {
  label: string
  to: string
  icon: DashboardIcon
}

/** The sidebar, in the spec's order. */
export const dashboardNavigation: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  { label: 'Projects', to: '/dashboard/projects', icon: 'folder' },
  { label: 'Deployments', to: '/dashboard/deployments', icon: 'rocket' },
  { label: 'Team', to: '/dashboard/team', icon: 'users' },
  { label: 'Settings', to: '/dashboard/settings', icon: 'settings' },
]
