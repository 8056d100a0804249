import { company, formatAddress, OTP_LENGTH, OTP_TTL_MINUTES, paths } from '@/shared/config';
import type { LegalDocument } from '../model/legal-document';

export const legalDocument: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How Vistaar Infotech collects, uses, keeps and protects personal data from enquiries, job applications and employee checks, and your rights under the DPDP Act.',
  },
  heading: 'Privacy Policy',
  lastUpdated: '2026-10-01',
  intro: `${company.legalName} ("${company.name}", "we", "us") respects your privacy. This policy explains what personal data we collect through ${company.siteUrl} and its careers and employee pages, why we collect it, how long we keep it, how we protect it and the rights you have as a Data Principal. For this personal data we are the Data Fiduciary. We handle it in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Digital Personal Data Protection Rules, 2025 as their provisions come into force, and with the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 (SPDI Rules).`,
  sections: [
    {
      id: 'personal-data-we-collect',
      title: 'Personal Data We Collect',
      paragraphs: [
        'We collect only what we need for the purpose for which you contact us, and mostly it is what you type into a form yourself. We do not ask for passwords to other services, bank or card details, health information or biometric data anywhere on this website.',
      ],
      bullets: [
        'Contact form: your full name, e-mail address, 10-digit mobile number and your message. Each enquiry is stored in our database and forwarded to our team inbox so that the right person can reply.',
        'Job applications: the details the application form asks for, such as your name, e-mail address, mobile number, the role you are applying for, your location and your experience, together with your resume (a PDF, DOC or DOCX file of up to 5 MB). Please leave out information we do not need, such as your Aadhaar number, religion, caste or family details.',
        `Employee verification: current and former employees who use the verification facility enter their employee code and date of birth. If they match our records, we send a ${OTP_LENGTH}-digit one-time code, valid for ${OTP_TTL_MINUTES} minutes, to the e-mail address already on file, and the employment record is shown only after the correct code is entered. We record each request and its outcome, and we keep the code itself only in a hashed form.`,
        'Technical data: the IP address, browser and device type, pages requested and the date and time of each request, which our servers log automatically for security, rate limiting and troubleshooting.',
        'Staff accounts: for our own staff who sign in to the recruiting and employee back office, we keep their account details, sign-in events and an audit log of the changes they make.',
      ],
      closing: [
        "If you give us personal data about someone else, for example a referee named in your resume, please make sure they know you are sharing it. Our website is not directed at children: under the DPDP Act a child is anyone under 18, and we do not knowingly collect a child's personal data without the verifiable consent of a parent or lawful guardian. If we learn that we have, we delete it.",
      ],
    },
    {
      id: 'how-we-use-and-share',
      title: 'How We Use and Share Your Data',
      paragraphs: [
        'We process personal data on the basis of your consent, which you give when you submit a form after reading this notice, or for a legitimate use permitted by section 7 of the DPDP Act, such as the purposes of employment, compliance with a law, or a judgment or order. We use it only for these purposes:',
      ],
      bullets: [
        'to reply to your enquiry, prepare a proposal and provide the services you ask for;',
        'to assess your job application, schedule interviews, tell you the outcome and, if you join us, begin onboarding;',
        'to confirm that a person asking for an employment record is the employee concerned before showing it;',
        'to secure our website and systems, prevent abuse of our forms, investigate incidents and keep the logs required by the directions of CERT-In;',
        'to meet our obligations under tax, labour and company law and to respond to lawful requests from authorities.',
      ],
      closing: [
        'We do not sell or rent personal data, we do not use it for advertising, and we do not take decisions with legal effect about you by automated means alone. We share personal data only with Data Processors that work on our instructions under a written contract (for example our hosting and e-mail delivery providers), and with courts, regulators or law enforcement agencies where the law requires us to. Our systems are hosted in India; if personal data is ever processed outside India, it will be only in a country not restricted by the Central Government under section 16 of the DPDP Act.',
        'You may withdraw your consent at any time, as easily as you gave it, by writing to our Grievance Officer at the address given below. Withdrawal does not affect processing that took place before it, and we will then stop processing your data unless a law requires us to keep it.',
      ],
    },
    {
      id: 'data-retention',
      title: 'How Long We Keep Your Data',
      paragraphs: [
        'We keep personal data only for as long as the purpose for which it was collected is being served, or for as long as a law requires. When that period ends we erase the data or irreversibly anonymise it, and we ask our Data Processors to do the same.',
      ],
      bullets: [
        'Contact enquiries: up to 24 months after our last correspondence with you. If an enquiry leads to a contract, the related records are kept for the duration of the contract and for the period that tax and company laws require thereafter.',
        'Job applications and resumes: up to 12 months from the date of application, so that we can consider you for other suitable openings, unless you ask us to delete them earlier. If you join us, they become part of your employee file.',
        `Verification codes: each one-time code expires after ${OTP_TTL_MINUTES} minutes and can be used only once; the record of verification requests is kept for one year.`,
        'Server and security logs: at least 180 days, as the CERT-In directions of 28 April 2022 require, and generally not more than one year unless an investigation or a law needs them for longer.',
        'Employee records: for the duration of employment and afterwards for the periods required by labour, tax and company laws.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Our Grievance Officer',
      paragraphs: [
        'As a Data Principal under the DPDP Act, you have the following rights in respect of the personal data we process about you:',
      ],
      bullets: [
        'the right to obtain a summary of the personal data we process about you, the processing activities we carry out with it, and the identities of the Data Fiduciaries and Data Processors with whom we have shared it (section 11);',
        'the right to have inaccurate or misleading data corrected, incomplete data completed, data updated, and data erased once it is no longer needed, unless the law requires us to keep it (section 12);',
        'the right to have your grievances redressed by us in a readily available way (section 13);',
        'the right to nominate another person to exercise your rights in the event of your death or incapacity (section 14);',
        'the right to withdraw your consent at any time (section 6).',
      ],
      closing: [
        `To exercise any of these rights or to raise a complaint, write to our Grievance Officer at ${company.emails.privacy} or at ${company.legalName}, ${formatAddress()}. To protect your data we may ask you to confirm your identity, for example from the e-mail address we already hold. We acknowledge every request and resolve grievances within one month of receiving them. If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
        'The DPDP Act also places duties on Data Principals: please give us authentic information, do not impersonate another person and do not file false or frivolous complaints.',
      ],
      links: [
        {
          label: `E-mail the Grievance Officer (${company.emails.privacy})`,
          to: `mailto:${company.emails.privacy}`,
        },
        { label: 'Contact Us', to: paths.contact },
      ],
    },
    {
      id: 'security',
      title: 'How We Protect Your Data',
      paragraphs: [
        'We take reasonable security safeguards, as section 8(5) of the DPDP Act and rule 8 of the SPDI Rules require, through an information security management system certified to ISO 27001:2022. All traffic to our website and API is encrypted in transit with TLS. Resumes and employee records are available only to authorised staff, who must sign in; resumes are opened only through short-lived links. Staff passwords are stored as salted argon2id hashes, session tokens and one-time codes are stored only in hashed form, our forms are rate-limited against abuse, and our logs never contain passwords, codes or dates of birth.',
        'If a personal data breach occurs, we will inform the Data Protection Board of India and each affected Data Principal as the DPDP Act requires, and we report cyber security incidents to CERT-In within 6 hours of noticing them. Our Security Policy describes these measures in more detail.',
      ],
      links: [{ label: 'Read our Security Policy', to: '/security-policy' }],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to This Policy and How to Contact Us',
      paragraphs: [
        'We review this policy at least once a year and whenever our practices or the law change, for example as further provisions of the DPDP Act and the DPDP Rules, 2025 come into force. The date at the top of this page shows when it was last updated. If a change materially affects how we use personal data you have already given us, we will tell you on this website and, where we rely on your consent, ask for it again.',
        `${company.legalName}, ${formatAddress()}. Privacy questions and requests: ${company.emails.privacy}. Telephone: ${company.phones[0].display} (${company.hours}).`,
      ],
      links: [
        { label: 'Contact Us', to: paths.contact },
        { label: company.emails.privacy, to: `mailto:${company.emails.privacy}` },
      ],
    },
  ],
};
