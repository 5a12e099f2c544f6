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
  about: {
    title: 'Frequently asked questions',
    questions: [
      {
        q: 'What does Obra offer?',
        a: 'Projects with jobs, a calendar of the coming weeks, jobs assigned to your employees and contractors, notifications and chat with your clients, expenses, reminders and PDF invoices.',
      },
      {
        q: 'How many projects and jobs can I have?',
        a: 'It depends on the plan: Plus allows 3 active projects, Max 8 projects in total and Pro has no limit. Jobs inside a project are unlimited.',
      },
      {
        q: 'How do I register my employees?',
        a: 'In Workers press “New Worker”, or share your company identifier (shown in your Account) so they sign up as employees.',
      },
      {
        q: 'Is there a phone app?',
        a: 'Obra works in any phone browser. Add it to your home screen and use it like an app.',
      },
    ],
    guidesTitle: 'Guides',
    guidesLoggedOut: 'Log in to see the step-by-step guides.',
    guides: {
      createProject: {
        title: 'Create a project with jobs',
        alt: 'The “New project” form with two jobs filled in, each with its price, labor and profit.',
        steps: [
          'Press “New Project” at the top (on medium screens “+ New”, then “New Project”; on a phone, in the menu).',
          'Enter the name, the address (street, city, state, zip), the dates and the description, and choose the client.',
          'Press “Add job” for each part of the work and enter its name, dates, price and labor.',
          'Press “Save”: the client receives the project to approve it.',
        ],
      },
      assignWorker: {
        title: 'Add and assign a worker',
        alt: 'A job of the project with the “Assigned to” list open to choose the worker.',
        steps: [
          'In Workers press “New Worker”, fill in their details and press “Create worker”.',
          'In Projects press “Details” on the project, then “Edit”.',
          'For each job choose the worker in “Assigned to” and press “Save”.',
          'The worker gets a notice and sees the job on their phone.',
        ],
      },
      completeJob: {
        title: 'Complete a job with photos',
        alt: 'The window that completes a job, with a photo from the camera ready to upload.',
        steps: [
          'The worker opens Jobs and presses “Complete” on the job.',
          'They press “Add photos”: the phone’s camera opens to photograph the finished work (up to 6 photos).',
          'They press “Confirm”: the job is completed, the photos upload on their own and the company is notified.',
        ],
      },
      addExpenses: {
        title: 'Add expenses',
        alt: 'The expenses window of a job with one saved expense and a new one not saved yet.',
        steps: [
          'In Projects press “Details” on the project, then “Expenses” on the job’s row (or “Project expenses”).',
          'Press “Add expense” and enter the name, amount, date and description; you can add several.',
          'Press “Save”: cost and profit update by themselves.',
        ],
      },
      sendInvoice: {
        title: 'Send an invoice',
        alt: 'Project cards with the “Invoice” button and the notice of the sent invoice.',
        steps: [
          'In Projects, on the project card, press “Invoice” and confirm with “Yes”.',
          'The client receives it by email as a PDF.',
        ],
      },
      approveProject: {
        title: 'Approve or reject a project',
        alt: 'The project details as the client sees them, with the jobs, the price and the “Approve” and “Reject” buttons.',
        steps: [
          'Open Projects and press “Details” on the project.',
          'Review the jobs and the price.',
          'Press “Approve” or “Reject”.',
        ],
      },
      chat: {
        title: 'Use the chat',
        alt: 'A project chat with the client’s question and the company’s answer.',
        steps: [
          'In Projects, on the project card, press “Messages”.',
          'Write and press “Send” (you can attach a photo): the other side sees it at once.',
        ],
      },
    },
  },
  policies: {
    title: 'Policies',
    updated: 'Last updated: 6/25/2025',
    rulesTitle: 'Rules and disclaimers',
    rules: [
      'Obra is a management tool. You are responsible for the information you enter and for your agreements with your clients and workers.',
      'Obra is not directed to children under 13 and does not knowingly collect information from them.',
      'We keep your data to provide the service; we do not sell it. You may ask us to delete it through the contact form.',
      'Photos you upload are stored without the GPS location phones add to them.',
    ],
    agreementTitle: 'User agreement',
    agreement: [
      'Plans are billed monthly or yearly in advance. There are no refunds for partial periods.',
      'You may cancel at any time; the plan stays active until the end of the paid period.',
      'In any dispute, both parties will try to resolve it informally for 30 days. If it is not resolved, it goes to arbitration.',
      'We may update these terms; we will tell you about important changes.',
    ],
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
