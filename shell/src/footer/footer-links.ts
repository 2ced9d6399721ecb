/** Shop pages the footer links to (catalog's CMS pages) and the phrase key of each link text. */
export const footerAreas = [
  {
    heading: '/Shell/Footer/CustomerService',
    links: [
      { href: '/info/customer-service', text: '/Shell/Footer/ContactUs' },
      { href: '/info/delivery', text: '/Shell/Footer/Delivery' },
      { href: '/info/returns', text: '/Shell/Footer/Returns' },
    ],
  },
  {
    heading: '/Shell/Footer/AboutUs',
    links: [
      { href: '/info/about-us', text: '/Shell/Footer/AboutTheStore' },
      { href: '/info/terms', text: '/Shell/Footer/Terms' },
      { href: '/info/privacy-policy', text: '/Shell/Footer/PrivacyPolicy' },
      { href: '/brands', text: '/Shell/Footer/Brands' },
    ],
  },
] as const;

/** The social links of the footer, in this order. */
export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Snapchat', href: 'https://www.snapchat.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export const appLinks = [
  { text: '/Shell/Footer/AppStore', href: 'https://apps.apple.com/' },
  { text: '/Shell/Footer/GooglePlay', href: 'https://play.google.com/store/apps' },
] as const;
