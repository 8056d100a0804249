// E-commerce development service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HubIcon from '@mui/icons-material/Hub';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';

export const content: MarketingPageContent = {
  meta: {
    title: 'E-commerce Development',
    description:
      'Online stores and B2B portals for Indian brands: UPI and COD checkout, GST invoices, courier and marketplace integration, built for festive-sale peaks.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'E-commerce',
      title: 'Online stores built to sell in India',
      highlight: 'sell in India',
      subtitle:
        'Vistaar Infotech builds D2C storefronts and B2B ordering portals that handle the realities of Indian commerce: UPI and cash on delivery, GST-compliant invoices, pin-code serviceability, returns and sale-day traffic spikes. Your catalogue, orders and accounts stay in sync.',
      actions: [
        { label: 'Plan Your Store', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Capabilities',
      title: 'Everything a serious store needs',
      columns: 3,
      items: [
        {
          icon: StorefrontIcon,
          title: 'Fast, mobile-first storefront',
          text: 'Product pages, filters and search designed for phones, with image optimisation and caching that keep pages quick even on 4G.',
        },
        {
          icon: PaymentIcon,
          title: 'UPI, cards, wallets and COD',
          text: 'Payment gateway integration with UPI intent and QR, cards, net banking, EMI and COD rules by pin code and order value to cut RTO losses.',
        },
        {
          icon: ReceiptLongIcon,
          title: 'GST-ready invoicing',
          text: 'HSN codes, CGST, SGST and IGST split by place of supply, B2B invoices with GSTIN, and e-invoice generation where your turnover requires it.',
        },
        {
          icon: InventoryIcon,
          title: 'Inventory and order management',
          text: 'Multi-warehouse stock, variants, bundles, low-stock alerts and order workflows from confirmation to delivery and returns.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Courier integration',
          text: 'Automatic shipment creation, label printing, tracking updates and NDR handling through courier aggregators and direct carrier APIs.',
        },
        {
          icon: HubIcon,
          title: 'Marketplaces and accounting',
          text: 'Sync listings and orders with marketplaces and ONDC, and post sales, returns and settlements to Tally or your ERP.',
        },
      ],
    },
    {
      kind: 'split',
      id: 'models',
      eyebrow: 'Business models',
      title: 'D2C store or B2B portal?',
      subtitle:
        'Many of our clients run both. We build each around how those buyers actually purchase.',
      panels: [
        {
          icon: ShoppingBagIcon,
          title: 'D2C storefront',
          text: 'For brands selling directly to consumers across India.',
          points: [
            'Coupons, combo offers and loyalty points',
            'WhatsApp and SMS order updates',
            'Abandoned-cart reminders',
            'Reviews, ratings and wishlists',
            'Regional-language product pages',
          ],
        },
        {
          icon: BusinessCenterIcon,
          title: 'B2B ordering portal',
          text: 'For manufacturers and distributors selling to dealers and retailers.',
          points: [
            'Customer-specific price lists and tiers',
            'Credit limits and outstanding balance view',
            'Bulk and repeat ordering',
            'GSTIN capture and B2B tax invoices',
            'Sales-rep ordering on behalf of dealers',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'From catalogue to first order',
      steps: [
        {
          title: 'Store planning',
          text: 'We review your catalogue, pricing, tax set-up, shipping zones and payment mix, and choose between a platform build and a custom build.',
          duration: '1-2 weeks',
        },
        {
          title: 'Design and build',
          text: 'Storefront design, product import, checkout, payment and courier integration, and an admin panel for your team.',
          duration: '4-8 weeks',
        },
        {
          title: 'Test and launch',
          text: 'End-to-end test orders across payment modes and pin codes, load testing for sale days, and go-live with analytics in place.',
          duration: '1-2 weeks',
        },
        {
          title: 'Grow',
          text: 'Conversion improvements, SEO for category pages, marketplace expansion and new features as your order volume grows.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'stats',
      title: 'Commerce you can rely on',
      items: [
        { value: '99.9%', label: 'Uptime target' },
        { value: '<100ms', label: 'Server response' },
        { value: '500+', label: 'Clients served' },
        { value: '10+', label: 'Years of delivery' },
      ],
    },
    {
      kind: 'faq',
      title: 'E-commerce FAQs',
      items: [
        {
          question: 'Should we use a platform or get a custom store built?',
          answer:
            'For a standard catalogue, a platform such as Shopify or WooCommerce customised by us is quicker and cheaper. Custom builds make sense for complex B2B pricing, heavy integrations or very high order volume. We recommend after the planning stage.',
        },
        {
          question: 'Can you migrate our existing store without losing orders or SEO?',
          answer:
            'Yes. We migrate products, customers and order history, redirect old URLs to new ones and run both stores in parallel briefly so nothing is missed.',
        },
        {
          question: 'How do you reduce fake COD orders and returns?',
          answer:
            'We add OTP verification for COD, pin-code and order-value rules, partial prepayment options and WhatsApp order confirmation before dispatch.',
        },
        {
          question: 'Will the store handle a big sale?',
          answer:
            'We load-test before major sales, cache aggressively and run on autoscaling cloud infrastructure so traffic spikes do not take the store down.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Start selling online with confidence',
      text: 'Tell us about your products and customers. We will suggest the right platform, integrations and a launch plan.',
      actions: [
        { label: 'Contact Sales', to: '/contact', variant: 'primary' },
        { label: 'SEO for Your Store', to: '/seo', variant: 'secondary' },
      ],
    },
  ],
};
