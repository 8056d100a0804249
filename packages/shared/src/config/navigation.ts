export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  heading: string;
  links: NavLink[];
}

export interface NavMenu {
  id: 'services' | 'products';
  label: string;
  groups: NavGroup[];
}

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  groups: [
    {
      heading: 'Communication Solutions',
      links: [
        { label: 'WhatsApp Business API', to: '/meta-api' },
        { label: 'Bulk SMS', to: '/bulk-sms' },
        { label: 'RCS Messaging', to: '/rcs-messaging' },
        { label: 'Click2Call', to: '/click2call' },
        { label: 'Long Code & Short Code', to: '/longcode-shortcode' },
        { label: 'Consulting', to: '/consulting' },
      ],
    },
    {
      heading: 'Digital Marketing',
      links: [
        { label: 'SEO', to: '/seo' },
        { label: 'Truecaller Verified Calls', to: '/truecaller' },
        { label: 'Truecaller Business Messaging', to: '/truecaller-messaging' },
      ],
    },
    {
      heading: 'Development Services',
      links: [
        { label: 'Website Development', to: '/web-development' },
        { label: 'App Development', to: '/app-development' },
        { label: 'E-commerce Development', to: '/ecommerce' },
        { label: 'API Integration', to: '/api-integration' },
      ],
    },
    {
      heading: 'AI & Analytics',
      links: [{ label: 'AI Solutions', to: '/ai-solutions' }],
    },
  ],
};

export const productsMenu: NavMenu = {
  id: 'products',
  label: 'Products',
  groups: [
    {
      heading: 'Business Management',
      links: [
        { label: 'Learning Management System', to: '/lms' },
        { label: 'HR Management', to: '/hrm' },
        { label: 'Asset Management', to: '/assets' },
        { label: 'Auto Dialer', to: '/auto-dialer' },
        { label: 'Audit Tool', to: '/audit' },
        { label: 'IVR Solutions', to: '/ivr' },
      ],
    },
    {
      heading: 'Communication Products',
      links: [
        { label: 'Vehicle Tracking System', to: '/vts' },
        { label: 'Attendance Management', to: '/attendance' },
        { label: 'Lead Management', to: '/lead-managment' },
        { label: 'Easy2Billing', to: '/easy2billing' },
        { label: 'Easy2Browser', to: '/easy2browser' },
        { label: 'Digital Feedback', to: '/digital-feedback' },
        { label: 'Loyalty Program', to: '/loyalty' },
      ],
    },
  ],
};

export const navMenus: NavMenu[] = [servicesMenu, productsMenu];

export const navLinks: NavLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Careers', to: '/career' },
  { label: 'Contact Us', to: '/contact' },
];

export const footerLinkGroups: NavGroup[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/career' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'Website Development', to: '/web-development' },
      { label: 'App Development', to: '/app-development' },
      { label: 'AI Solutions', to: '/ai-solutions' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms & Privacy', to: '/term-condition' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Disclaimer', to: '/disclaimer' },
      { label: 'Security Policy', to: '/security-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
    ],
  },
];
