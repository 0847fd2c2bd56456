/**
 * The landing page's FAQ: five questions, shown as an accordion.
 */

export interface FaqItem {
  question: string
  answer: string
}

export const faqItems: readonly FaqItem[] = [
  {
    question: 'What is Snipwire?',
    answer:
      'Snipwire is a developer platform that builds, tests and deploys your web applications. Connect a Git repository and every push gets its own preview, while your main branch ships to production automatically.',
  },
  {
    question: 'How does the 14-day free trial work?',
    answer:
      'Every plan starts with a 14-day free trial that includes all of that plan’s features. Cancel at any time during the trial and you will not be charged.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade or downgrade at any time from your dashboard. Changes take effect immediately and are prorated on your next invoice.',
  },
  {
    question: 'How much do I save with annual billing?',
    answer:
      'Annual billing costs about 15% less than paying monthly: Pro is $69 instead of $79 per month. For a limited time, annual plans also come with 3 months free.',
  },
  {
    question: 'Which languages and frameworks are supported?',
    answer:
      'Anything that builds in a container: Node.js, Python, Go, Rust, Ruby, Java and static sites, with zero-configuration presets for the most popular frameworks.',
  },
]
