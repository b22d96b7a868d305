// The company's public contact points (the call-centre number is a placeholder, as the spec says).
export const company = {
  legalName: "Yolda Araç Kiralama A.Ş.",
  callCenter: "0850 555 96 53",
  callCenterHref: "tel:+908505559653",
  email: "info@yolda.com.tr",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/yolda.tr" },
    { name: "X", href: "https://x.com/yolda_tr" },
    { name: "Facebook", href: "https://www.facebook.com/yolda.tr" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/yolda-tr" },
    { name: "YouTube", href: "https://www.youtube.com/@yolda-tr" },
  ],
} as const;
