import { inboxEn } from "./inbox.ts";
import { bookingEn } from "./booking.ts";
import { paymentEn } from "./payment.ts";
import { bookingChangeEn } from "./booking-change.ts";
import { membersEn } from "./members.ts";
import { receiptsEn } from "./receipts.ts";
import { invoicesEn } from "./invoices.ts";
import { personalDataPdfEn } from "./member-data.ts";
import { smsEn } from "./sms.ts";
import { deliveryEn } from "./delivery.ts";
import { monthlyEn } from "./monthly.ts";
import { staffEn } from "./staff.ts";
import { fleetTimelineEn, reportsEn } from "./staff-reports.ts";
import { deskEn } from "./desk.ts";
import { handoverEn } from "./handover.ts";
import { deskMoneyEn } from "./desk-money.ts";
import { apiClientsEn } from "./api-clients.ts";
import { peopleEn } from "./staff-people.ts";
import { officesEn } from "./staff-offices.ts";
import { campaignEditorEn } from "./campaign-editor.ts";
import { contentEditorEn } from "./content-editor.ts";
import { pricesEn } from "./staff-prices.ts";
import { modelsEn } from "./staff-models.ts";
import { unitsEn } from "./staff-units.ts";
import { auditEn } from "./staff-audit.ts";
import { financeEn } from "./staff-finance.ts";
import { deskBookingEn } from "./desk-booking.ts";
import { contentEn } from "./content.ts";
import { consentEn } from "./consent.ts";
import { faqEn } from "./faq.ts";
import { formsEn } from "./forms.ts";
import { fleetEn } from "./fleet.ts";
import { enErrors } from "./errors.ts";
import type { Messages } from "./tr.ts";
import { homeEn } from "./home.ts";
import { searchEn } from "./search.ts";

// English messages: the same keys as tr.ts (the type and a test hold them together).
export const en: Messages = {
  app: {
    tagline: "Car rental all over Turkey",
    description:
      "Rent a car at Turkey's airports and city centres with Yolda: clear prices, protection packages, online 3-D Secure payment or pay at the office.",
    skipToContent: "Skip to content",
    loading: "Loading page",
    close: "Close",
  },
  nav: {
    main: "Main menu",
    home: "Home",
    fleet: "Our Fleet",
    offices: "Our Offices",
    campaigns: "Campaigns",
    trips: "Trip Ideas",
    blog: "Blog",
    help: "Help",
    signIn: "Sign In",
    signUp: "Sign Up",
    memberArea: "Member Area",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    switchTo: "Türkçe",
    switchToLabel: "Bu sayfayı Türkçe görüntüle",
    breadcrumb: "Breadcrumb",
  },
  search: searchEn,
  contactChannels: {
    title: "Let us help you",
    text: "Our call centre and e-mail address are at your service every day for this.",
    call: "Call centre",
    email: "E-mail",
    offices: "See our offices",
    reservation: {
      title: "Roadside assistance and your offices",
      roadside: "24/7 roadside assistance",
      roadsideHint: "Call any time of day after a breakdown, an accident or a flat tyre.",
      pickup: "Pick-up office",
      dropoff: "Return office",
      same: "Pick-up and return office",
      callLabel: "{{name}}: call {{number}}",
    },
  },
  home: homeEn,
  list: {
    readMore: "Read more",
    details: "Details",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} of {{pages}}",
    pagination: "Pages",
    empty: "There is nothing to show at the moment.",
    noCampaigns: "There are no campaigns at the moment.",
    membersOnly: "Members only",
    validUntil: "Last day: {{date}}",
    code: "Code: {{code}}",
    airport: "Airport",
    cityOffice: "City office",
    open24h: "Open 24/7",
    openInMap: "Open in map",
    phone: "Phone",
    searchHere: "Search from this office",
    publishedOn: "Published: {{date}}",
    by: "By {{author}}",
    terms: "Campaign terms",
    useCampaign: "Use this campaign",
    faqTopics: {
      booking: "Booking",
      payment: "Payment",
      driver: "Driver",
      assurance: "Protection",
      cancellation: "Cancellation",
      membership: "Membership",
      vehicle: "Vehicle",
    },
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    closed: "Closed",
    hours: "Opening hours",
    address: "Address",
  },
  fleet: fleetEn,
  appPage: {
    lead: "Manage your reservations, see member prices and reach roadside assistance with one tap.",
    features: [
      "Search and book a car in seconds",
      "Secure payment with 3-D Secure",
      "Your active rental and bills always with you",
      "One tap to 24/7 roadside assistance",
    ],
  },
  help: {
    lead: "Frequently asked questions, the rental guide and reservation services: you are in the right place.",
    faq: "Frequently asked questions",
    faqText: "Answers on deposits, licences, cancellation and payment.",
    guide: "Rental guide",
    guideText: "Step by step, from pick-up to return.",
    terms: "Rental terms",
    termsText: "All terms of the rental contract.",
    contact: "Contact",
    contactText: "Write to us with your requests, comments and complaints.",
    lookup: "Find a reservation",
    lookupText: "See the details with your reservation number.",
    cancel: "Cancel a reservation",
    cancelText: "Send your cancellation request.",
  },
  booking: bookingEn,
  payment: paymentEn,
  bookingChange: bookingChangeEn,
  members: membersEn,
  receipts: receiptsEn,
  /** Invoices (decisions 0092, 0093): the PDF copy, the e-mail, bills and the back office. */
  invoices: invoicesEn,
  /** The personal data PDF (decision 0067): server only, like the receipts. */
  personalData: personalDataPdfEn,
  /** Transactional SMS (decision 0118): server only. */
  sms: smsEn,
  delivery: deliveryEn,
  /** Monthly rental payments (decisions 0121, 0122). */
  monthly: monthlyEn,
  staff: staffEn,
  fleetTimeline: fleetTimelineEn,
  reports: reportsEn,
  desk: deskEn,
  handover: handoverEn,
  apiClients: apiClientsEn,
  people: peopleEn,
  offices: officesEn,
  campaignEditor: campaignEditorEn,
  contentEditor: contentEditorEn,
  prices: pricesEn,
  models: modelsEn,
  units: unitsEn,
  audit: auditEn,
  finance: financeEn,
  deskBooking: deskBookingEn,
  deskMoney: deskMoneyEn,
  theme: {
    label: "Colour mode",
    system: "System",
    light: "Light",
    dark: "Dark",
  },
  footer: {
    company: "Company",
    about: "About Us",
    news: "News",
    careers: "Careers",
    fleetRental: "Fleet Rental",
    services: "Services",
    reservationLookup: "Find a Reservation",
    cancellation: "Cancel a Reservation",
    virtualPayment: "Virtual Payment",
    legal: "Legal",
    rentalTerms: "Rental Terms",
    rentalGuide: "Rental Guide",
    kvkk: "Personal Data Notice",
    cookies: "Cookie Policy",
    cookieSettings: "Cookie Preferences",
    contact: "Contact",
    contactUs: "Contact Us",
    callCenter: "Call centre",
    support: "24/7 roadside assistance",
    apps: "Mobile app",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play",
    social: "Social media",
    rights: "© {{year}} Yolda Araç Kiralama A.Ş. All rights reserved.",
  },
  errors: enErrors,
  content: contentEn,
  consent: consentEn,
  faqFilter: faqEn,
  forms: formsEn,
  inbox: inboxEn,
  pages: {
    home: { title: "Car Rental" },
    rentalTerms: {
      title: "Car Rental Terms",
      subtitle: "What to know before you rent",
      description:
        "The terms of renting a car from Yolda: driver age and licence, deposit, mileage, insurance and return rules.",
    },
    rentalGuide: {
      title: "Car Rental Guide",
      subtitle: "A smooth rental, step by step",
      description:
        "New to renting a car? What to do step by step, from booking to collecting the car and bringing it back.",
    },
    fleetRequest: {
      title: "Fleet Rental",
      subtitle: "A long-term rental offer for your company",
      description:
        "Ask for a long-term fleet rental offer for your company: tell us how many cars, for how long and where.",
    },
    resetPassword: {
      title: "Set a New Password",
      subtitle: "Create a new password for your account",
      description: "Set a new password for your Yolda membership with the link we e-mailed you, then sign in again.",
    },
    forgotPassword: {
      title: "Forgot Password",
      subtitle: "We will e-mail you a password reset link",
      description:
        "Forgotten your password? Enter your member e-mail address and we will send you a reset link right away.",
    },
    kvkk: {
      title: "Personal Data Notice",
      subtitle: "How your personal data is processed",
      description:
        "Why Yolda processes your personal data, who it is shared with, and your rights under the Turkish KVKK law.",
    },
    cookiePolicy: {
      title: "Cookie Policy",
      subtitle: "The cookies used on our site",
      description: "Which cookies the Yolda site uses and why, and how you can change your cookie choices at any time.",
    },
    cancellation: {
      title: "Cancel a Reservation",
      subtitle: "Send your request and our experts will get back to you",
      description:
        "Ask to cancel your Yolda reservation; the refund is worked out from the cancellation terms of your booking.",
    },
    bookingChange: {
      title: "Change a Reservation",
      subtitle: "Change the dates, office, car and packages before pick-up",
      description:
        "Change the dates, offices, car class, packages and extras of your Yolda reservation online before pick-up.",
    },
    lookup: {
      title: "Find a Reservation",
      subtitle: "See the details with your reservation number",
      description:
        "See the dates, car and payment of your Yolda reservation with its number and the driver's last name.",
    },
    blog: {
      title: "Blog",
      subtitle: "Road tips, driving advice and rental guides",
      description: "Road tips, driving advice and rental guides: the Yolda blog for everyone travelling Turkey by car.",
    },
    fleet: {
      title: "Our Fleet",
      subtitle: "Every brand and model, with clear prices",
      description:
        "Every brand and model in the Yolda fleet: compare by class, gearbox, fuel and daily price, then choose.",
    },
    about: {
      title: "About Us",
      subtitle: "Get to know Yolda",
      description:
        "Get to know Yolda: the story of our car rental company, at airports and in city centres across Turkey.",
    },
    offices: {
      title: "Our Offices",
      subtitle: "Our service points at airports and in city centres",
      description:
        "Yolda's airport and city-centre offices: addresses, opening hours, phone numbers and places on the map.",
    },
    jobs: {
      title: "Careers",
      subtitle: "Join the Yolda team",
      description:
        "Join the Yolda team: choose the departments you are interested in, upload your CV and send your application.",
    },
    contact: {
      title: "Contact",
      subtitle: "Write to us with your requests, comments and complaints",
      description:
        "Write to Yolda with your requests, comments or complaints; the right department will answer you soon.",
    },
    faq: {
      title: "Frequently Asked Questions",
      subtitle: "Everything you may wonder about",
      description:
        "Frequently asked questions about renting a car: booking, payment, deposit, insurance, pick-up and return.",
    },
    news: {
      title: "News",
      subtitle: "The latest from Yolda",
      description:
        "The latest from Yolda: new offices, cars joining the fleet, our services and company announcements.",
    },
    campaigns: {
      title: "Campaigns",
      subtitle: "Current offers and discount codes",
      description:
        "Yolda's current car rental offers and discount codes: read the terms and use the code in your search.",
    },
    places: {
      title: "Trip Ideas",
      subtitle: "Take your car and discover Turkey",
      description: "Take your car and discover Turkey: Yolda's trip ideas, routes and the offices nearest to them.",
    },
    member: {
      title: "Member Area",
      subtitle: "Your reservations, bills and profile",
      description: "The Yolda member area: your reservations, active and past rentals, receipts and your profile.",
    },
    signUp: {
      title: "Sign Up",
      subtitle: "Get member prices and member-only campaigns",
      description:
        "Become a Yolda member for free: get member prices and member-only campaigns, and manage your bookings.",
    },
    signIn: {
      title: "Sign In",
      subtitle: "Sign in to your member account",
      description: "Sign in to your Yolda member account to see your reservations, receipts and member-only campaigns.",
    },
    booking: {
      title: "Reservation",
      description:
        "Choose a car, add packages, enter the driver's details and complete your reservation in four steps.",
    },
    pos3d: { title: "Card Payment" },
    payres: {
      title: "Payment Result",
      description:
        "The result of your Yolda card payment: your reservation number when approved, or the reason and how to try again.",
    },
    result: { title: "Reservation Result" },
    virtualPayment: { title: "Virtual Payment" },
    app: {
      title: "Mobile App",
      subtitle: "Yolda in your pocket: booking, payment and roadside help",
      description: "The Yolda mobile app in your pocket: rent a car, pay, and reach roadside assistance with one tap.",
    },
    deviceOk: { title: "Device Verified" },
    help: {
      title: "Help",
      subtitle: "How can we help you?",
      description:
        "The Yolda help centre: frequently asked questions, rental guide and terms, reservation lookup and contact.",
    },
    blogPost: { title: "Blog" },
    newsItem: { title: "News" },
    trip: { title: "Trip" },
    campaign: { title: "Campaign" },
    office: { title: "Office" },
    notFound: { title: "Page Not Found" },
  },
};
