import type { visitorEs } from '../es/visitor.js';

/** The visitor's pages: home, plans, contact, about, policies, and the subscription page. */
export const visitorEn: typeof visitorEs = {
  home: {
    heroTitle: 'Made To Work With You',
    heroText:
      'Plan projects, split them into jobs, assign your people and get paid on time. From your phone or your computer.',
    heroCta: 'Get started',
    heroSecondary: 'See pricing',
    productsTitle: 'Our products',
    features: {
      projects: {
        title: 'Project management',
        text: 'Every project with its jobs, dates, prices, costs and labor. Know your profit before you start.',
      },
      calendar: {
        title: 'Interactive calendar',
        text: 'See the next 3 weeks of work at a glance and move dates when plans change.',
      },
      workers: {
        title: 'Jobs and employees',
        text: 'Assign each job to a worker. They see it on their phone, upload photos and mark it complete.',
      },
      notifications: {
        title: 'Client notifications',
        text: 'Your clients approve the project, get updates and message you in the project chat.',
      },
      invoices: {
        title: 'Automatic invoices',
        text: 'A PDF invoice with your logo and every job, sent to the client in one click.',
      },
    },
    pricingTitle: 'Plans',
    pricingNote: 'Pay monthly or yearly. No per-user fees.',
    choosePlan: 'Choose {{plan}}',
    underConstruction: 'This feature is under construction. You will be able to buy your plan here soon!',
    aboutTitle: 'About us',
    aboutText:
      'Obra was born for the roofers, painters, landscapers and cleaning crews who work hard and have no time for English-only software priced per seat. We built it in Spanish, simple and fairly priced, so you can focus on your work.',
    resourcesTitle: 'Resources',
    resourcesText: 'Frequently asked questions, step-by-step guides and our policies.',
    resourcesFaq: 'Frequently asked questions',
    resourcesPolicies: 'Policies and terms',
  },
  plans: {
    plus: {
      name: 'Plus',
      features: [
        '3 active projects',
        '3 employee accounts',
        '2 invoices per client',
        'Project management',
        'Billing',
        'Client communication',
      ],
    },
    max: {
      name: 'Max',
      features: [
        'Everything in Plus',
        'Automatic reminders and notifications',
        '8 projects in total',
        '10 employee accounts in total',
      ],
    },
    pro: {
      name: 'Pro',
      features: [
        'Everything in Max',
        'Estimates marketplace',
        'Contractor, worker and client network',
        'Unlimited projects and employees',
      ],
    },
  },
  contact: {
    title: 'Contact us',
    email: 'Your email',
    subject: 'Subject',
    message: 'Message',
    agreement: 'I agree that my information is used to answer this message.',
    captcha: 'Verification',
    captchaHelp: 'Show you are not a robot: press “Verify”.',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: 'Verified',
    captchaFailed: 'Could not verify. Please try again.',
    send: 'Send',
    sent: 'Your email was sent. We will answer soon!',
    failed: 'The email could not be sent. Please try again.',
  },
  subscription: {
    title: 'Subscription',
    current: 'Your current plan: {{plan}}',
    currentBadge: 'Your plan',
    youHaveIt: 'This is your current plan',
    usage: 'Your plan usage',
    activeProjects: 'Active projects',
    totalProjects: 'Projects in total',
    employees: 'Employees',
    unlimited: 'Unlimited',
    of: '{{used}} of {{limit}}',
    visitor: 'Log in with a company or contractor account to see your plan and usage.',
  },
};
