import {
  BREACH_BOARD_REPORT_HOURS,
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  OTP_TTL_MINUTES,
  RETENTION,
  SHARE_LIFETIME_DAYS,
  company,
  formatAddress,
  paths,
} from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

const dpo = company.dataProtectionContact;
const longestShare = SHARE_LIFETIME_DAYS[SHARE_LIFETIME_DAYS.length - 1];

/**
 * What the product does with personal data, feature by feature. Every period comes from
 * RETENTION and the notices at each form say the same in short; change them together.
 */
export const legalDocument: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'What personal data Vistaar Infotech collects on this website, why, for how long, who receives it, and how to use your rights under the DPDP Act 2023.',
  },
  heading: 'Privacy Policy',
  lastUpdated: '2026-11-29',
  intro: `${company.legalName} ("${company.name}", "we", "us") decides why and how the personal data collected through ${company.siteUrl} is used, so under the Digital Personal Data Protection Act, 2023 (DPDP Act) we are its Data Fiduciary and you are the Data Principal. This policy says, in plain words, what each part of this website collects, why, how long we keep it, who receives it and how you can see, correct or erase it. Each form also shows a short notice before you send it; this page gives the whole picture.`,
  sections: [
    {
      id: 'personal-data-we-collect',
      title: 'What We Collect and Why',
      paragraphs: [
        'We collect only what each form asks for, and we use it only for the purpose stated beside that form. Nothing on this website asks for bank or card details, Aadhaar numbers, health information or biometrics, and we do not use cookies or tools that track you for advertising.',
      ],
      bullets: [
        'Job applications: your name, e-mail address, phone number, date of birth, gender, address, city and state; your experience, current employer, current and expected CTC, notice period (and whether you are serving it) and current location if you give them; your answers to the screening questions of the job, if it asks any; your resume; the job you apply for, when you applied, the link or website that brought you to it and the IP address you applied from. We use them to assess your application, contact you about it, arrange interviews and tell you the outcome. Applications sent to different jobs with the same e-mail address or phone number are kept together as one candidate record, so that our team sees them side by side. While your application is considered, our hiring team adds notes, interview times and interview feedback to it. We also record the version of the notice you were shown, that you agreed to it and when, and whether you asked us to keep your application for other suitable roles.',
        'Job alerts: your e-mail address, the departments you choose, and when you signed up and confirmed, with the IP address and browser used each time. We use them only to e-mail you about new openings, at most once a day, after you confirm from the e-mail we send you; the record of your agreement and of your unsubscribing shows that you asked for the alerts.',
        'Contact form: your name, e-mail address, phone number and message, when you sent it, and the IP address and browser you sent it from. We use them only to answer you.',
        `Employee verification: current and former employees enter their employee code and date of birth. We compare them with our records and do not store the date of birth you type. If they match, we e-mail a ${OTP_TTL_MINUTES}-minute, single-use code to the address already on your employee record; we keep the time and IP address of each request and the code only in a hashed form. Employee records themselves (name, contact details, date of birth, role, salary, dates of employment, status and photo) are kept by HR for the purposes of employment.`,
        `Sharing a verification with a verifier: when a verified employee shares their record with a verifier (for example a new employer), we keep the fields they chose, the verifier's organisation and e-mail address, the purpose, the notice they agreed to and the link's lifetime (up to ${longestShare} days). Every time the verifier opens or downloads the record is recorded in a ledger the employee can see.`,
        'Staff accounts: for our own staff who sign in to the recruiting and employee back office, we keep their name, work e-mail address, role, a hash of their password, two-factor settings, their sessions (with IP address and browser) and an audit trail of what they open and change, including every time they read an application, resume or employee record.',
        'Server logs: for every request our servers record the IP address, the page or call, the time and the result, to keep the service secure, stop abuse of the forms and find faults. The logs never contain passwords, one-time codes, dates of birth or salaries.',
      ],
      closing: [
        "If you give us personal data about someone else, for example a referee in your resume, please make sure they know. This website is not meant for children: under the DPDP Act a child is anyone under 18, and we do not knowingly collect a child's personal data; if we find we have, we erase it.",
      ],
    },
    {
      id: 'who-receives-it',
      title: 'Why We May Use It and Who Receives It',
      paragraphs: [
        'We ask for your consent where the law needs it: a job application is sent only when you tick the box agreeing to its notice (keeping it for other roles is a separate, optional box), and job alerts start only after you confirm them from your inbox. A contact message and an employee verification request are given by you for one purpose, and we use them for that purpose alone (section 7(a) of the DPDP Act); employee records are kept for the purposes of employment (section 7(i)).',
      ],
      bullets: [
        `The hiring team of ${company.name}: recruiters see applications and resumes, a job's hiring managers see the applications to that job, HR sees employee records, and interviewers see what they need for the interviews they sit on. Staff see only what their role allows, and every read is recorded.`,
        'Our e-mail provider, which delivers the e-mails the website sends: application acknowledgements, notifications to our own inboxes (which carry contact messages and the news of a new application), job alerts and their confirmations, verification codes and interview invitations.',
        "Meta Platforms, which runs WhatsApp, and Gupshup, our SMS provider: only when you ask for updates about your application on WhatsApp or by SMS (an unticked box on the application form, a reply 'YES', or your word to a recruiter, which they note), they receive your phone number and the content of the messages we send you on that channel. E-mail stays the default; replying STOP on any channel, or the link in our e-mails, ends both at once.",
        'Our hosting provider, which runs the servers and the database that hold the data, in India.',
        'A verifier, only when an employee shares their own record with that verifier, and only the fields the employee chose.',
        'Courts, regulators or law enforcement agencies, only where a law or an order requires it.',
      ],
      closing: [
        'The e-mail, SMS and hosting providers act as our Data Processors: they process the data only on our instructions, under contract. We do not sell or rent personal data, we do not use it for advertising, and no decision about you is taken by automated means alone.',
      ],
    },
    {
      id: 'data-retention',
      title: 'How Long We Keep It',
      paragraphs: [
        `We keep personal data only while its purpose is being served. When a record reaches the end of its period it waits ${RETENTION.quarantineDays} days, visible only to authorised staff, and is then erased: its personal data, its files and the e-mails about it. Staff may hold a record longer only with a recorded reason, such as a legal claim; we keep an anonymous count of what was erased, for statistics.`,
      ],
      bullets: [
        `Job applications and resumes: until ${RETENTION.applicationMonths} months after the job closes (after the day you applied, for a general application), or ${RETENTION.applicationKeptForOtherRolesMonths} months if you asked us to keep your application for other suitable roles.`,
        `Contact messages: ${RETENTION.contactMessageMonths} months from the day they arrive.`,
        `Job alerts: a sign-up nobody confirms is deleted after ${RETENTION.unconfirmedJobAlertDays} days; a subscription lasts until you unsubscribe, which takes effect at once. We keep the record of when you agreed and when you withdrew as proof of your consent.`,
        `Verifier shares: until ${RETENTION.expiredShareDays} days after the link expires or is revoked.`,
        `Verification code requests, staff sign-ins and the audit trail of staff access: at least ${RETENTION.accessLogMonths} months, as the DPDP Rules, 2025 require of access logs.`,
        'Server logs: at least 180 days, as the directions of CERT-In of 28 April 2022 require, and no longer than a year unless an investigation needs them.',
        'Employee records: while you work with us and afterwards for the periods labour, tax and company laws require. Staff accounts: while the person works with us.',
        'After an erasure: as rule 8(3) of the DPDP Rules, 2025 asks, we keep a minimal processing record for one year after the erasure (the last time the record was processed), then delete it. It says which record it was (its number), for which purposes it was held, when it was collected, which of our staff accounts processed it, and when and why it was erased. It holds none of your data itself: only fingerprints of the values (keyed hashes made with a secret key of ours), so that we can answer a question such as "did you process my e-mail address?" from someone who gives us the address, without keeping it. Only our administrators can read these records, and every reading is logged.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and How to Use Them',
      paragraphs: ['Under the DPDP Act you may:'],
      bullets: [
        'see a summary of the personal data we hold about you, what we do with it and who we have shared it with (section 11);',
        'have it corrected, completed or brought up to date, and have it erased when it is no longer needed for its purpose, unless a law requires us to keep it (section 12);',
        'withdraw your consent at any time, as easily as you gave it (section 6); what we did before you withdrew stays lawful, and we then stop;',
        'have your grievances answered (section 13), and nominate someone to use these rights for you in the event of your death or incapacity (section 14).',
      ],
      closing: [
        "Applicants: the acknowledgement e-mail we send after you apply carries a private link to 'My application'. There you can see your application's status and all the data we hold, including your resume, download it, correct your contact details, withdraw your application (we stop considering it) or erase it (confirmed by e-mail), name a nominee, and see who it was shared with. A new e-mail address takes effect only once you open the link we send to it, and we tell your previous address about the change. If you lose the link, enter your application e-mail address there to receive a fresh one; the links you already have keep working until you open the new one.",
        "Nominees: on 'My application' and on 'My verifications' you can name a nominee (their name and e-mail address) who may use your rights for you in the event of your death or incapacity. We keep the nomination with the record of your consent, include it in the data you download, and erase it with your application.",
        `Job alerts: every alert has a link that unsubscribes you at once, without signing in. Employees: 'My verifications' lists every share and every view of it, and revokes a link at once. For anything else, or if you prefer, e-mail our ${dpo.role} at ${dpo.email}. We may ask you to confirm your identity, for example by answering from the e-mail address we already hold, so that we never give your data to someone else.`,
        'The DPDP Act also asks you to give authentic information, not to impersonate anyone and not to file false or frivolous complaints.',
      ],
      links: [
        { label: `E-mail our ${dpo.role}`, to: `mailto:${dpo.email}` },
        { label: 'My verifications', to: paths.myVerifications },
      ],
    },
    {
      id: 'security',
      title: 'How We Protect It',
      paragraphs: [
        'We take reasonable security safeguards, as section 8(5) of the DPDP Act requires, within an information security management system certified to ISO 27001:2022. All traffic to this website is encrypted with TLS. Applications, resumes and employee records are open only to signed-in staff whose role allows it, with an authenticator app as a second factor where our sign-in policy requires it; resumes open only through short-lived links, and every staff read is recorded. Passwords are stored as salted argon2id hashes; session tokens and one-time codes only as hashes. Our forms are rate-limited against abuse.',
        `If a personal data breach happens, we tell each person affected and the Data Protection Board of India without delay, what happened, what it may mean for them and what we are doing, and we send the Board a detailed report within ${BREACH_BOARD_REPORT_HOURS} hours, as the DPDP Rules, 2025 require. We report cyber security incidents to CERT-In within 6 hours. Our Security Policy has more detail.`,
      ],
      links: [{ label: 'Read our Security Policy', to: '/security-policy' }],
    },
    {
      id: 'contact-and-grievances',
      title: 'Questions, Grievances and Complaints',
      paragraphs: [
        `Our ${dpo.role} answers questions about personal data and handles requests and grievances: ${dpo.email}, or by post to the ${dpo.role}, ${company.legalName}, ${formatAddress()}.`,
        `To raise a grievance, write to that address and say what happened and what you would like us to do. We acknowledge it, aim to answer within ${GRIEVANCE_RESPONSE_TARGET_DAYS} days and answer within ${GRIEVANCE_RESPONSE_LIMIT_DAYS} days at the latest. If you are not satisfied with our answer, or we do not answer in time, you may complain to the Data Protection Board of India.`,
        'We change this policy when what the website does with personal data changes, and the date at the top shows the last change. When a change affects data you have already given us on the basis of your consent, we ask for your consent again.',
      ],
      links: [
        { label: dpo.email, to: `mailto:${dpo.email}` },
        { label: 'Contact Us', to: paths.contact },
      ],
    },
  ],
};
