import { company, paths } from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

export const legalDocument: LegalDocument = {
  meta: {
    title: 'Security Policy',
    description:
      'How Vistaar Infotech protects data: ISO 27001:2022 certified controls, encryption in transit, access control, CERT-In reporting and responsible disclosure.',
  },
  heading: 'Security Policy',
  lastUpdated: '2026-10-01',
  intro: `Our clients trust ${company.legalName} with their applications, their customers' messages and their employees' records. This policy describes how we protect that information and our own systems, how we respond to incidents, and how security researchers can report vulnerabilities to us responsibly.`,
  sections: [
    {
      id: 'scope-and-commitment',
      title: 'Our Commitment and Scope',
      paragraphs: [
        `This policy covers ${company.siteUrl}, its API and staff back office, the software and platforms we build and host for clients, the devices and accounts of our staff, and the contractors who work with us. Every employee and contractor must follow it, and it is reviewed by management at least once a year.`,
        'We maintain the reasonable security practices and procedures required by section 43A of the Information Technology Act, 2000 and rule 8 of the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 (SPDI Rules), and the reasonable security safeguards that section 8(5) of the Digital Personal Data Protection Act, 2023 requires of every Data Fiduciary. Our aim is to protect the confidentiality, integrity and availability of every system and record in our care.',
      ],
    },
    {
      id: 'iso-27001-certification',
      title: 'ISO 27001:2022 Certification',
      paragraphs: [
        `Our information security management system (ISMS) is certified to ISO 27001:2022 by an accredited certification body, and our quality management system to ISO 9001:2015. Rule 8 of the SPDI Rules names the international standard IS/ISO/IEC 27001 as one that meets the legal requirement for reasonable security practices.`,
        'The certification is maintained through annual surveillance audits and a full recertification audit every three years. Between them we run internal audits, a documented risk assessment and treatment process, and a Statement of Applicability covering the 93 controls of Annex A, grouped into organisational, people, physical and technological controls. Clients may request a copy of our certificate and its scope through their account manager.',
      ],
    },
    {
      id: 'encryption',
      title: 'Encryption in Transit and at Rest',
      paragraphs: [
        'We use encryption to keep data unreadable to anyone who is not authorised to see it:',
      ],
      bullets: [
        'Encryption in transit: every connection to our website, API and hosted applications uses TLS 1.2 or higher, and browsers are told through HTTP Strict Transport Security to use only encrypted connections.',
        'Encryption at rest: production databases, file storage and backups are encrypted, with keys held in a managed key service and access to them logged.',
        'Credentials: staff passwords are stored only as salted argon2id hashes, and session tokens and one-time verification codes only as keyed or cryptographic hashes, so they cannot be read even from a copy of the database.',
      ],
    },
    {
      id: 'access-control',
      title: 'Access Control',
      paragraphs: [
        'Access control follows the principle of least privilege: people receive only the access their role needs, and only for as long as they need it.',
      ],
      bullets: [
        'Every person has an individual account; shared accounts are not permitted.',
        'Administrative access to production systems, cloud consoles and source code repositories requires multi-factor authentication.',
        'Sessions in our staff back office expire after 30 minutes of inactivity and after 12 hours in all, repeated failed sign-ins are slowed down and then locked, and signing out revokes the session on the server.',
        'Access rights are reviewed every quarter and removed on the day a person leaves or changes role.',
        "Client data is separated by client, and our staff access a client's production data only to provide a service that client has asked for.",
      ],
    },
    {
      id: 'secure-development',
      title: 'Secure Development',
      paragraphs: [
        'Security is part of how we design, build and release software. We follow the OWASP Application Security Verification Standard, every change is reviewed by a second engineer before release, and third-party dependencies are scanned for known vulnerabilities.',
        'Our applications validate every input on the server, limit the rate of sign-ins and public form submissions, check uploaded files by their content rather than their name, and send security headers such as a Content Security Policy on every response. Development, testing and production environments are kept separate, and real personal data is never used for testing.',
      ],
    },
    {
      id: 'infrastructure-and-monitoring',
      title: 'Infrastructure, Monitoring and Logging',
      paragraphs: [
        'Our servers are hosted in data centres in India that hold recognised security certifications. They are hardened before use, protected by firewalls that expose only the services that must be public, and patched regularly, with critical security updates applied as a priority. Data is backed up every day, backups are tested by restoring them, and our recovery plans are rehearsed so that services can be restored after a failure.',
        'In line with the directions issued by CERT-In on 28 April 2022 under section 70B(6) of the Information Technology Act, 2000, we keep the logs of our ICT systems securely for a rolling period of 180 days within India and synchronise our system clocks with the time servers of the National Informatics Centre or the National Physical Laboratory. Our logs are monitored for suspicious activity and never record passwords, tokens or one-time codes.',
      ],
    },
    {
      id: 'people-and-suppliers',
      title: 'People and Suppliers',
      paragraphs: [
        'Security depends on people as much as on technology. Before they join, our employees go through background verification, and every employee and contractor signs a confidentiality agreement. Everyone receives security and data protection awareness training when they join and every year thereafter. Company laptops use full-disk encryption and endpoint protection.',
        "Suppliers that handle our data or our clients' data are assessed before we engage them, are bound by written contracts that include confidentiality and data protection terms, and are reviewed periodically.",
      ],
    },
    {
      id: 'incident-response',
      title: 'Incident Response and CERT-In Reporting',
      paragraphs: [
        'We maintain a documented incident response plan with defined roles, severity levels and escalation paths, and we test it regularly. When an incident is detected, we contain it, investigate its cause, recover the affected services and record what we learned to prevent it from happening again.',
        'We report cyber security incidents of the types listed in the CERT-In directions of 28 April 2022 to the Indian Computer Emergency Response Team (CERT-In) within 6 hours of noticing them or of their being brought to our notice, and we have designated a Point of Contact for CERT-In. If an incident is a personal data breach, we also inform the Data Protection Board of India and each affected Data Principal as the DPDP Act requires. Clients affected by an incident are informed without undue delay and within the time set in their agreement.',
      ],
    },
    {
      id: 'responsible-disclosure',
      title: 'Responsible Disclosure',
      paragraphs: [
        `If you believe you have found a security vulnerability in our website or services, please report it to ${company.emails.security}. Include a description of the issue, the steps or a proof of concept needed to reproduce it, the affected address, and its likely impact. We acknowledge reports within 3 working days, keep you informed of our progress, and tell you when the issue is fixed. While you research, please:`,
      ],
      bullets: [
        'test only against your own accounts, and do not access, change or delete data that belongs to others; if you come across personal data, stop and tell us;',
        'not carry out denial-of-service tests, spam, social engineering or physical attacks against our offices, staff or clients;',
        'not test third-party services we use, which have their own disclosure programmes;',
        'keep the details confidential until we have fixed the issue, or for 90 days from your report, whichever is earlier.',
      ],
      closing: [
        'If you act in good faith and within these guidelines, we will not initiate legal action against you or complain about your research to law enforcement, and with your permission we will thank you publicly. We do not currently offer paid rewards. For anything else that is not a vulnerability report, please use our contact page.',
      ],
      links: [
        {
          label: `Report a vulnerability (${company.emails.security})`,
          to: `mailto:${company.emails.security}`,
        },
        { label: 'Contact Us', to: paths.contact },
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and Contact',
      paragraphs: [
        'We review this policy at least once a year, after any significant incident and whenever our services, the threats we face or the law change. The date at the top of this page shows when it was last updated.',
        `For security questions from clients and partners, write to ${company.emails.security}. For questions about your personal data, write to ${company.emails.privacy} or read our Privacy Policy.`,
      ],
      links: [
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: 'Contact Us', to: paths.contact },
      ],
    },
  ],
};
