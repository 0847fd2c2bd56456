/**
 * The landing page's feature grid: six cards (spec section 1).
 */

export type FeatureIcon = 'zap' | 'server' | 'shield' | 'git-branch' | 'terminal' | 'gauge'

export interface Feature {
  icon: FeatureIcon
  title: string
  description: string
}

export const features: readonly Feature[] = [
  {
    icon: 'zap',
    title: 'Fast Deployment',
    description:
      'Push to any branch and get a live preview in under a minute. Incremental builds reuse every cached layer, so only what changed is rebuilt.',
  },
  {
    icon: 'server',
    title: 'Scalable Infrastructure',
    description:
      'Scale from zero to millions of requests across regions automatically, with no capacity planning and no cold-start surprises.',
  },
  {
    icon: 'shield',
    title: 'Enterprise Security',
    description:
      'Single sign-on, role-based access, audit logs and encrypted secrets, with isolated builds for every deployment.',
  },
  {
    icon: 'git-branch',
    title: 'Version Control',
    description:
      'Every deployment is tied to a commit. Compare, promote or roll back any release with one click, straight from your Git history.',
  },
  {
    icon: 'terminal',
    title: 'Advanced CLI',
    description:
      'Deploy, tail logs, manage environments and open previews from your terminal. Every command is scriptable for any CI.',
  },
  {
    icon: 'gauge',
    title: 'Resource Optimization',
    description:
      'Live CPU, memory and bandwidth insights with right-sizing suggestions that cut idle spend without slowing you down.',
  },
]
