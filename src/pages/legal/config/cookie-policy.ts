import { company, paths, STORAGE_KEY_CREDENTIALS } from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

export const legalDocument: LegalDocument = {
  meta: {
    title: 'Cookie Policy',
    description:
      'Which cookies and browser storage the Vistaar Infotech website uses, why we use them, how long they last and how you can block or delete them in your browser.',
  },
  heading: 'Cookie Policy',
  lastUpdated: '2026-10-01',
  intro: `This Cookie Policy explains how ${company.legalName} ("${company.name}", "we", "us") uses cookies and similar technologies on ${company.siteUrl}, what they do, how long they last and how you can control them. It forms part of our Privacy Policy, which explains how we handle personal data under the Digital Personal Data Protection Act, 2023 (DPDP Act).`,
  sections: [
    {
      id: 'what-cookies-are',
      title: 'What Cookies Are',
      paragraphs: [
        'Cookies are small text files that a website asks your browser to store on your device. The browser sends them back to the website on later requests, which lets the site recognise your browser, keep you signed in or remember a choice you made.',
        'Cookies set by the website you are visiting are first-party cookies; cookies set by another domain, for example a service embedded in the page, are third-party cookies. Session cookies are deleted when you close your browser, while persistent cookies remain until they expire or you delete them. Websites can also use similar technologies, such as the browser\'s local storage and session storage. In this policy, "cookies" includes these technologies unless we say otherwise.',
      ],
    },
    {
      id: 'how-we-use-cookies',
      title: 'How We Use Cookies',
      paragraphs: [
        'We keep the use of cookies on our website to a minimum. We do not use advertising or cross-site tracking cookies, we do not use cookies to build profiles of individual visitors, and we do not sell any information collected through cookies.',
        'We use cookies in three categories, described in the sections that follow: strictly necessary, functional and analytics. Strictly necessary cookies are used because the website cannot work safely without them. Where other cookies involve the processing of your personal data, we rely on your consent under the DPDP Act, and you can refuse or withdraw it at any time without losing access to the website.',
      ],
    },
    {
      id: 'strictly-necessary-cookies',
      title: 'Strictly Necessary Cookies',
      paragraphs: [
        'These cookies are essential for the website to work and to be secure. They are set in response to something you do, such as submitting a form, or by our security systems, and they do not identify you personally. They are used to:',
      ],
      bullets: [
        'protect our contact and job application forms against automated abuse and spam;',
        'route your requests to a working server and keep the website available under heavy load;',
        'remember your choices about optional cookies, so that we do not ask you again on every page.',
      ],
      closing: [
        'Because these cookies are needed to provide the service you request, they do not require your consent. You can block them in your browser, but parts of the website, such as the forms, may then not work.',
      ],
    },
    {
      id: 'functional-cookies',
      title: 'Functional Cookies',
      paragraphs: [
        'Functional cookies remember choices you make so that the website works the way you prefer, for example that you have dismissed a notice or the settings you chose in an interactive tool. They are set only when you use the feature concerned, the information they hold stays on your device, and they are not used to track you across other websites.',
        'If you block functional cookies, the website will still work, but it will not remember these choices between visits.',
      ],
    },
    {
      id: 'analytics-cookies',
      title: 'Analytics Cookies',
      paragraphs: [
        'Analytics cookies help us understand how visitors use our website, such as which pages are visited most, how visitors arrive and where pages fail to load, so that we can improve its content and performance. We look only at aggregated statistics, not at the behaviour of individual visitors, and we configure analytics to shorten IP addresses and not to share data for advertising.',
        'We set analytics cookies only if you agree to them. If you decline, or do not make a choice, no analytics cookies are set and the website works exactly the same. You can change your mind at any time by clearing the cookies for our website in your browser, after which we will ask you again.',
      ],
    },
    {
      id: 'staff-sign-in-token',
      title: 'Sign-In Token in Local Storage (Staff Only)',
      paragraphs: [
        `Our authorised staff sign in to a back office on this website to manage job postings, applications and employee records. When a staff member signs in, the browser stores a sign-in token in local storage under the key "${STORAGE_KEY_CREDENTIALS}". Visitors to the public website never receive this token.`,
        'The token is a random value that proves the session to our server; it contains no name, e-mail address or other personal data, and no applications or employee records are kept in browser storage. The session is checked on our server on every request. It ends after 30 minutes of inactivity and after 12 hours in all, and signing out removes the token from the browser and revokes it on the server. Because it is stored in local storage rather than in a cookie, the browser never sends it automatically to our server or to any other website.',
      ],
    },
    {
      id: 'third-party-cookies',
      title: 'Third-Party Cookies',
      paragraphs: [
        'We do not allow advertising networks or data brokers to place cookies through our website. Our fonts and images are served from our own servers, so loading our pages does not in itself send your browser to other companies.',
        'Our pages contain links to our profiles on LinkedIn, X, Facebook, Instagram and YouTube. These are plain links: no cookies from those networks are set until you follow a link, and once you are on their sites, their own cookie and privacy policies apply. If we embed content from another service in a page in future, such as a video or a map, we will load it in a privacy-enhanced mode where the service offers one and describe it in this policy.',
      ],
    },
    {
      id: 'managing-cookies',
      title: 'Managing Cookies in Your Browser',
      paragraphs: [
        'You can see, block and delete cookies and other site data through your browser settings. The exact menus change between versions, but you will usually find them here:',
      ],
      bullets: [
        'Google Chrome: Settings > Privacy and security > Third-party cookies, and Settings > Privacy and security > Delete browsing data.',
        'Mozilla Firefox: Settings > Privacy & Security > Cookies and Site Data.',
        'Apple Safari on Mac: Settings > Privacy > Manage Website Data; on iPhone and iPad, in the Settings app under Safari.',
        'Microsoft Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data.',
        'Chrome on Android: the three-dot menu > Settings > Site settings.',
      ],
      closing: [
        'Clearing "cookies and site data" for our website also removes anything kept in local storage, including a staff sign-in token. Most browsers also offer a private or incognito mode, which deletes cookies when you close the window, and let you send a "Do Not Track" or Global Privacy Control signal. Blocking all cookies may stop some parts of the website from working.',
      ],
    },
    {
      id: 'cookie-retention',
      title: 'How Long Cookies Last',
      paragraphs: ['We set each cookie to last no longer than its purpose requires:'],
      bullets: [
        'Session cookies, including those that protect our forms, are deleted when you close your browser.',
        'The record of your cookie choices lasts for up to 12 months, after which we ask you again.',
        'Functional and analytics cookies last for no more than 13 months from when they are set or last renewed.',
        'The staff sign-in token remains in local storage until the staff member signs out or clears it, but the session it refers to expires on our server after 30 minutes of inactivity and after 12 hours at most.',
      ],
      closing: [
        'Any personal data that our servers derive from cookies, such as analytics statistics, is kept in line with the retention periods in our Privacy Policy.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and Contact',
      paragraphs: [
        'We may update this Cookie Policy when we change the cookies we use or when the law changes. The date at the top of this page shows when it was last updated, and if we introduce a new category of optional cookies we will ask for your consent before setting them.',
        `If you have questions about our use of cookies or want to exercise your rights under the DPDP Act, write to our Grievance Officer at ${company.emails.privacy} or reach us through our contact page.`,
      ],
      links: [
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: company.emails.privacy, to: `mailto:${company.emails.privacy}` },
        { label: 'Contact Us', to: paths.contact },
      ],
    },
  ],
};
