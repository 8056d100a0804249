import { company, formatAddress, paths } from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

export const legalDocument: LegalDocument = {
  meta: {
    title: 'Disclaimer',
    description:
      'Legal notice and disclaimer for the Vistaar Infotech website: who runs it, the limits of the information on it, liability, external links and governing law.',
  },
  heading: 'Disclaimer and Legal Notice',
  lastUpdated: '2026-10-01',
  intro: `This website is operated by ${company.legalName}. Please read this disclaimer and legal notice carefully: by using ${company.siteUrl} you accept it. It should be read together with our Terms and Privacy, Privacy Policy, Cookie Policy and Security Policy, and it does not replace any written agreement we sign with a client, which prevails over this page.`,
  sections: [
    {
      id: 'legal-notice',
      title: 'Legal Notice',
      paragraphs: [
        `${company.legalName} ("${company.name}", "we", "us") is a private limited company incorporated in India under the Companies Act, 2013, and has served businesses since ${company.foundedYear}. We provide software development, business applications, communication platforms and related IT services to businesses.`,
      ],
      bullets: [
        `Office: ${formatAddress()}`,
        `E-mail: ${company.emails.support} (support), ${company.emails.sales} (sales), ${company.emails.careers} (careers)`,
        `Telephone: ${company.phones.map((phone) => `${phone.display} (${phone.label})`).join(', ')}`,
        `Business hours: ${company.hours}, except public holidays`,
      ],
      closing: [
        'Communications sent to any other address or from any other domain do not come from us, and we are not bound by them.',
      ],
    },
    {
      id: 'information-on-this-website',
      title: 'Information on This Website',
      paragraphs: [
        'The content of this website is published for general information about our company and our services. It is not professional, legal, financial or technical advice, and you should not act on it without taking advice suited to your own situation.',
        "Descriptions of our services and products, including their features, integrations, timelines, delivery methods and prices, are indicative. They may change without notice and do not form an offer capable of acceptance. What we deliver, at what price and on what terms is fixed only by a written proposal or agreement signed by an authorised signatory of the company. Figures, results and client examples shown on the website are illustrative, and results depend on each client's circumstances.",
        'Messaging and calling services such as bulk SMS, RCS, WhatsApp Business messaging, IVR and auto-dialling are subject to the rules of the Telecom Regulatory Authority of India, including the Telecom Commercial Communications Customer Preference Regulations, 2018, and to the policies of the platforms concerned. Clients using these services remain responsible for registering on the DLT platform, for the consent of the people they contact and for the content they send.',
      ],
    },
    {
      id: 'no-warranties-and-liability',
      title: 'No Warranties and Limitation of Liability',
      paragraphs: [
        'We take reasonable care to keep this website accurate, current and secure. However, it is provided on an "as is" and "as available" basis, and to the fullest extent permitted by law we make no warranty, express or implied, that its content is complete, accurate or up to date, that it will be available without interruption, or that it is free of errors, viruses or other harmful components.',
        'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for any loss of profit, revenue, business, goodwill or data, arising from the use of, or inability to use, this website or from reliance on its content. Our liability for services we provide to a client is governed solely by the agreement with that client.',
        'Nothing on this page limits or excludes any liability that cannot be limited or excluded under the laws of India, including liability for fraud, or any right you have as a consumer under the Consumer Protection Act, 2019.',
      ],
    },
    {
      id: 'third-party-links-and-trademarks',
      title: 'Third-Party Links, Platforms and Trademarks',
      paragraphs: [
        'This website contains links to websites and social media pages that we do not control, such as our pages on LinkedIn, X, Facebook, Instagram and YouTube. We provide them for convenience; we are not responsible for their content, availability or privacy practices, and a link does not mean that we endorse the site or its owner. Your use of those sites is governed by their own terms.',
        `Some of our services are built on third-party platforms, such as the WhatsApp Business Platform provided by Meta, cloud infrastructure provided by Google Cloud and Amazon Web Services, and the business messaging services of Truecaller. Their availability and features depend on those providers and on their terms. References to our partner status (${company.partnerBadges.join(', ')}) describe programmes we take part in; all third-party names, logos and trademarks belong to their respective owners and are used only to identify their products.`,
      ],
    },
    {
      id: 'intellectual-property-and-acceptable-use',
      title: 'Intellectual Property and Acceptable Use',
      paragraphs: [
        `The text, graphics, logos, illustrations, videos, software and design of this website are the property of ${company.legalName} or its licensors and are protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws. You may view and print pages for your own information. You may not copy, reproduce, republish, frame, sell or create derivative works from any part of the website for commercial purposes without our prior written permission.`,
        'When using this website you must not:',
      ],
      bullets: [
        'attempt to gain unauthorised access to the website, its servers or any connected system, or probe or test its vulnerabilities outside our responsible disclosure programme;',
        'interfere with its operation, including by denial-of-service attacks, automated scraping at a volume that burdens our servers, or the introduction of malicious code;',
        'submit false, misleading or infringing information, or information about another person without their authority, through any of our forms.',
      ],
      closing: [
        'Such acts may be offences under sections 43 and 66 of the Information Technology Act, 2000, and we may report them to the authorities. If you believe that content on this website infringes your rights, please write to us with details and we will look into it promptly.',
      ],
    },
    {
      id: 'fraudulent-job-offers',
      title: 'Fraudulent Job Offers and Impersonation',
      paragraphs: [
        `We are aware that fraudsters sometimes offer jobs or business deals in the names of well-known companies. ${company.name} never asks candidates for money at any stage of recruitment, whether as a registration fee, security deposit, training charge or for equipment, and our job offers are sent only from an e-mail address ending in @${company.domain} after interviews with our team.`,
        'Our current openings are listed on our careers page. If you receive a suspicious offer, call or message that claims to come from us, do not pay or share personal documents; check with us first through our contact page, and report the fraud at cybercrime.gov.in or by calling the national cyber crime helpline 1930. We are not responsible for any loss caused by people impersonating our company or our employees.',
      ],
      links: [
        { label: 'See our open positions', to: paths.career },
        { label: 'Verify with us', to: paths.contact },
      ],
    },
    {
      id: 'governing-law-and-changes',
      title: 'Governing Law, Jurisdiction and Changes',
      paragraphs: [
        'This disclaimer and legal notice and your use of this website are governed by the laws of India. Subject to any dispute resolution clause in a written agreement with us, the courts at New Delhi have exclusive jurisdiction over any dispute arising out of or in connection with this website.',
        'If any part of this page is found unenforceable, the rest remains in effect. We may update this page at any time, and the date at the top shows when it was last changed; please check it from time to time. If you have a question about this notice, please contact us.',
      ],
      links: [{ label: 'Contact Us', to: paths.contact }],
    },
  ],
};
