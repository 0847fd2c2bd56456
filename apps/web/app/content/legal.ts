/**
 * The terms of service and the privacy policy, as structured documents.
 */

export interface LegalSection {
  id: string
  heading: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export interface LegalDocument {
  title: string
  summary: string
  lastUpdated: string
  sections: readonly LegalSection[]
}

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary:
    'These terms govern your use of Snipwire. They are written to be read: if something is unclear, write to legal@snipwire.dev before you rely on it.',
  lastUpdated: 'January 15, 2026',
  sections: [
    {
      id: 'agreement',
      heading: '1. Agreement to these terms',
      paragraphs: [
        'By creating an account, starting a trial or using the Snipwire platform, command-line interface, APIs or snippet toolkit (together, the “Service”), you agree to these terms on behalf of yourself or the organisation you represent. If you do not agree, do not use the Service.',
        'You must be at least 16 years old and able to enter a binding contract to use the Service.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts and workspaces',
      paragraphs: [
        'You are responsible for your account credentials, API keys and everything done with them. Keep secret keys on your servers only: publishable keys may appear in web pages, secret keys may not.',
        'Tell us at once at security@snipwire.dev if you suspect that your account or keys have been compromised. Workspace owners decide who may access a workspace and with which role.',
      ],
    },
    {
      id: 'trials-billing',
      heading: '3. Trials, plans and billing',
      paragraphs: [
        'Every plan starts with a 14-day free trial. If you do not cancel before the trial ends, the plan you chose starts and is billed in advance, monthly or annually, at the price shown on our pricing page when you subscribed.',
        'Upgrades take effect immediately and are prorated. Downgrades and cancellations take effect at the end of the current billing period. Fees are exclusive of taxes, which we add where the law requires it.',
        'Promotional offers, such as free months on annual plans, apply only to the first billing period they name and cannot be combined unless we say so.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Acceptable use',
      paragraphs: ['You agree not to use the Service to:'],
      list: [
        'break the law or infringe anyone’s rights, including intellectual property and privacy rights;',
        'distribute malware, run phishing pages or send unsolicited bulk messages;',
        'mine cryptocurrency, or place an unreasonable load on shared infrastructure outside your plan’s limits;',
        'probe, scan or test the vulnerability of the Service without our written permission, except under our published security disclosure policy;',
        'resell the Service without a written agreement with us.',
      ],
    },
    {
      id: 'your-content',
      heading: '5. Your content',
      paragraphs: [
        'You keep all rights to the code, data and content you deploy or store with Snipwire (“Your Content”). You grant us only the licence we need to host, build, run, back up and display Your Content for you.',
        'You are responsible for having the rights to Your Content and for the data your applications collect from your own users, including giving them the notices the law requires.',
      ],
    },
    {
      id: 'availability',
      heading: '6. Availability and support',
      paragraphs: [
        'We work to keep the Service available around the clock. Enterprise plans include the uptime commitment and service credits described in their order form; other plans are provided with commercially reasonable care.',
        'Beta features are marked as such, may change or be withdrawn, and are excluded from uptime commitments.',
      ],
    },
    {
      id: 'termination',
      heading: '7. Suspension and termination',
      paragraphs: [
        'You may close your account at any time from the dashboard. We may suspend or terminate accounts that breach these terms, after notice where the breach can be remedied.',
        'After termination you can export Your Content for 30 days. After that we delete it from our systems, except where the law requires us to keep it.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Warranties and liability',
      paragraphs: [
        'Apart from the commitments in these terms, the Service is provided “as is”. To the extent the law allows, our total liability for any claim is limited to the fees you paid us in the twelve months before the claim, and neither party is liable for indirect or consequential losses.',
        'Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms as the Service evolves. We will announce material changes by email and in the dashboard at least 30 days before they take effect. Continuing to use the Service after that date means you accept the updated terms.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: [
        'Questions about these terms: legal@snipwire.dev. Snipwire, Inc., 548 Market Street, San Francisco, CA 94104, United States.',
      ],
    },
  ],
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'What we collect, why, and the choices you have. We collect as little as we can to run Snipwire, and we never sell personal data.',
  lastUpdated: 'January 15, 2026',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      paragraphs: [
        'Snipwire, Inc. (“Snipwire”, “we”) is the controller of the personal data described in this policy. For data your applications store on Snipwire about your own users, you are the controller and we process it on your instructions under our data processing agreement.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. Data we collect',
      paragraphs: ['We collect only what we need to provide and secure the Service:'],
      list: [
        'Account data: your name, email address and a hash of your password (we never store the password itself).',
        'Billing data: plan, invoices and the last four digits of your card. Full card numbers are handled by our payment processor and never reach our servers.',
        'Usage data: builds, deployments, API calls and resource consumption, so we can run, meter and improve the Service.',
        'Technical data: IP addresses and request logs, kept for security and abuse prevention.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: '3. How we use data',
      paragraphs: [
        'We use personal data to provide the Service, bill you, keep accounts secure, answer support requests and send service notices. We send product news only if you opt in, and you can opt out at any time.',
        'Our legal bases are the performance of our contract with you, our legitimate interest in securing and improving the Service, and your consent where we ask for it.',
      ],
    },
    {
      id: 'cookies',
      heading: '4. Cookies and local storage',
      paragraphs: [
        'This website sets no advertising or third-party tracking cookies. The dashboard uses local storage and strictly necessary cookies to keep you signed in. Every font, image and script on this site is served from our own origin.',
      ],
    },
    {
      id: 'sharing',
      heading: '5. Sharing',
      paragraphs: [
        'We do not sell personal data. We share it only with processors that help us run the Service (hosting, payment processing and email delivery), bound by contracts that protect it, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: '6. Retention',
      paragraphs: [
        'We keep account data while your account is open and for up to 30 days after it is closed. Request logs are deleted after 30 days. Invoices are kept for as long as tax law requires.',
      ],
    },
    {
      id: 'security',
      heading: '7. Security',
      paragraphs: [
        'Data is encrypted in transit and at rest. Passwords are hashed with a memory-hard algorithm, secret keys are stored only on our servers, and access to production systems is limited, logged and reviewed.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      list: [
        'access the personal data we hold about you and receive a copy;',
        'correct inaccurate data or have your data deleted;',
        'object to or restrict certain processing;',
        'withdraw consent at any time, without affecting earlier processing;',
        'complain to your data protection authority.',
      ],
    },
    {
      id: 'contact',
      heading: '9. Contact',
      paragraphs: [
        'To exercise your rights or ask a question, write to privacy@snipwire.dev. We answer within 30 days.',
      ],
    },
  ],
}
