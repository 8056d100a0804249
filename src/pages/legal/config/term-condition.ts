import { company, formatAddress, paths } from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

export const legalDocument: LegalDocument = {
  meta: {
    title: 'Terms and Privacy',
    description:
      'Terms and privacy notice for the Vistaar Infotech website and attendance app: what we collect, including device ID, location and photo, and how we protect it.',
  },
  heading: 'Terms and Privacy',
  lastUpdated: '2026-10-01',
  intro: `These terms and this privacy notice apply to your use of ${company.siteUrl} and of the attendance app that ${company.legalName} ("${company.name}", "we", "us") provides to its own employees and to the organisations that use our attendance solution. By using the website or the app you agree to these terms; if you do not agree, please do not use them. This page explains what personal data we collect, why we collect it and how we protect it, in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000.`,
  sections: [
    {
      id: 'privacy-policy',
      title: 'Privacy Policy',
      paragraphs: [
        `${company.legalName} is a company incorporated in India with its office at ${formatAddress()}. We build and run software for businesses, including the attendance app described on this page. We are committed to handling personal data lawfully, fairly and transparently, and to collecting only what a stated purpose needs.`,
        "When you use our website, or when you use the attendance app as one of our employees, we decide why and how your personal data is processed, so we are the Data Fiduciary under the DPDP Act. When an organisation deploys our attendance solution for its own workforce, that organisation is the Data Fiduciary for its employees' data and we process that data only on its instructions, as its Data Processor; its own privacy notice then also applies to you, and requests about your attendance records are best addressed to your employer first.",
        "You agree to use the website and the app only for lawful purposes and only with your own account. In particular, you must not mark attendance for another person, alter or spoof your device's location, submit a photo of someone else, or try to gain unauthorised access to our systems. Such acts may breach your employer's policies and may be offences under sections 43 and 66 of the Information Technology Act, 2000.",
      ],
      links: [{ label: 'Read our full Privacy Policy', to: '/privacy-policy' }],
    },
    {
      id: 'personal-data-we-collect',
      title: 'Personal Data We Collect',
      paragraphs: [
        'We collect personal data that you give us directly and a limited amount of technical data that is generated when you use our services:',
      ],
      bullets: [
        'Identity and work details: your name, employee code, designation, department, work location and shift, as set up by your administrator when your account is created.',
        'Contact details: your official e-mail address and mobile number, used to send sign-in codes, attendance alerts and service messages.',
        'Enquiries and applications: the name, e-mail address, mobile number and message you send through our contact form, and the details and resume you submit when you apply for a job.',
        'Attendance records: the date and time of each check-in and check-out, the site at which it was made, and any leave, regularisation or correction requests you raise in the app.',
        'Technical data: your IP address, device model, operating system and app version, and error reports, used to keep the service secure and working.',
      ],
      closing: [
        'We do not ask for sensitive information such as bank details, health data, religion or caste through the website or the app, and we do not use your personal data for advertising.',
      ],
    },
    {
      id: 'attendance-app',
      title: 'Information via the attendance app',
      paragraphs: [
        "To mark attendance reliably, the attendance app collects the device ID, location and a photo each time you check in or check out. The app asks for camera and location permissions through your phone's own settings, and uses them only at the moment you mark attendance:",
      ],
      bullets: [
        'Device ID: an identifier of the phone on which the app is installed. It links your account to your registered device so that attendance cannot be marked from an unknown phone on your behalf. If you change your phone, your administrator can register the new device.',
        'Location: the GPS location of your device at the moment of check-in and check-out, used to confirm that you are at an approved office or client site, or within the area your employer has configured. The app does not track your location continuously or when it is closed.',
        'Photo: a photo taken with the front camera at the moment of check-in and check-out, used to confirm that the person marking attendance is you. It is seen only by the authorised administrators and managers of your organisation, and is not used for any other purpose.',
      ],
      closing: [
        "If you refuse or withdraw camera or location permission, the app cannot mark your attendance, and you should ask your administrator about the alternative method your organisation uses. Attendance photos and locations are kept only as long as your organisation's attendance and payroll records require, and are then deleted.",
      ],
    },
    {
      id: 'security-measures',
      title: 'Security Measures',
      paragraphs: [
        'We protect personal data with reasonable security safeguards, as required by section 8(5) of the DPDP Act and the reasonable security practices of section 43A of the Information Technology Act, 2000. Our information security management system is certified to ISO 27001:2022 and covers the website, the attendance app and the servers behind them.',
      ],
      bullets: [
        'All data travelling between the app, the website and our servers is encrypted in transit using TLS.',
        'Attendance photos, locations and employee records are stored on secured servers and are available only to authorised users, according to their role.',
        'Sessions expire after a period of inactivity, repeated failed sign-ins are slowed down and then blocked, and administrative actions are recorded in an audit log.',
        'Our staff are bound by confidentiality obligations and receive regular training on data protection and information security.',
        'If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires, and we report cyber security incidents to CERT-In within 6 hours of noticing them.',
      ],
    },
    {
      id: 'no-third-party-sharing',
      title: 'No Third-Party Sharing',
      paragraphs: [
        'Your personal data is not shared with third parties. We do not sell, rent, trade or otherwise disclose the personal data collected through the website or the attendance app, including your device ID, location and photos, to advertisers, data brokers or any other third party for their own use.',
        'Attendance records are made available only to the organisation that employs you and that you mark attendance for, because it is the Data Fiduciary for that data. The hosting and e-mail service providers that help us run the service act only on our written instructions as Data Processors, and may not use the data for any purpose of their own.',
        'We disclose personal data to a government authority, court or regulator only where a law in force in India requires us to do so, for example under a lawful order, and only to the extent required.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update these terms and this privacy notice when our services, our practices or the law change. The date at the top of this page shows when it was last updated, and if a change materially affects how we use your personal data we will tell you on the website or in the app before it takes effect. Continuing to use the website or the app after the change means you accept the updated terms.',
        `These terms are governed by the laws of India, and the courts at New Delhi have jurisdiction over any dispute arising from them. For questions, requests about your personal data, or grievances, contact us at ${company.emails.privacy} or through our contact page; we will respond within one month.`,
      ],
      links: [
        { label: 'Contact Us', to: paths.contact },
        { label: company.emails.privacy, to: `mailto:${company.emails.privacy}` },
      ],
    },
  ],
};
