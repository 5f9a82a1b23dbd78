/**
 * Screen texts of the camper screens (issue 24): the headings, labels, buttons, hints, page titles and accessible
 * names the screens used to write inline, in English exactly as the spec has them. Part of MESSAGES, so every
 * language's catalogue carries them (ADR 022).
 */
export const CAMPER_TEXTS = {
  /** /user: the dashboard's welcome and its shortcuts. */
  dashWelcome: {
    documentTitle: "User Dashboard · MedCamp",
    greeting: (name: string) => `Welcome, ${name}`,
    intro: "Your profile, camp requests, reviews and payments, all in one place.",
    shortcutsLabel: "Your dashboard",
    shortcuts: {
      profile: { title: "Your profile", text: "Your photo, e-mail address and package." },
      requests: { title: "Your camp requests", text: "The camps you asked to join; cancel one still pending." },
      reviews: { title: "Your reviews", text: "Edit or delete what you wrote about a camp." },
      payments: { title: "Your payments", text: "Every package you bought, with its transaction ID." },
      /** A link to the camps (not the staff's "Find a camp" search field). */
      findCamp: { title: "Find a camp", text: "Browse camps of 3, 7 or 10 days and join one." },
      packages: { title: "Packages", text: "Platinum, Gold or Silver: what each one includes." },
    },
  },
  /** /user/profile (its heading is subscription.myProfile) and the user's avatar. */
  dashProfile: {
    documentTitle: "My Profile · MedCamp",
    /** The name shown when the user has none. */
    defaultName: "User",
    packageBadgeTitle: "Subscription package",
    /** The initial-on-a-disc avatar's accessible name. */
    avatarOf: (name: string) => `${name}'s avatar`,
  },
  /** My Profile's "How we reach you" (issue 40): the channel, the mobile number and its one-time code. */
  contact: {
    title: "How we reach you",
    intro:
      "MedCamp writes to you by e-mail. Add your mobile number to get text messages (SMS) as well or instead: your requests' news and camp and referral reminders. Account e-mails (password, receipts) still come by e-mail. Texts never carry medical details.",
    phoneLabel: "Mobile number",
    phoneHint: "With its country code (+880 1712 345678), or as you dial it at home with the country chosen.",
    phoneRequired: "Enter your mobile number.",
    noPhone: "No mobile number yet.",
    verified: "Verified",
    notVerified: "Not verified",
    /** While the number waits for its code: nothing else is texted to it. */
    textsWait: "Until this number is verified, MedCamp texts it nothing but the code.",
    sendCode: "Text me a code",
    changeNumber: "Change number",
    cancel: "Cancel",
    codeSent: "Code sent. Look for a text from MedCamp.",
    codeLabel: "Code from the text",
    codeWaiting: (phone: string, time: string) => `We texted a 6-digit code to ${phone}. It works until ${time}.`,
    noCodeWaiting: (phone: string) => `No code is waiting for ${phone}. Send a new one.`,
    codeFormat: "Enter the 6 digits of the code.",
    verify: "Verify",
    resend: "Send a new code",
    verifiedToast: "Your mobile number is verified.",
    channelLegend: "Send me messages by",
    channels: { email: "E-mail", sms: "Text message (SMS)", both: "E-mail and text message", whatsapp: "WhatsApp" },
    needsVerified: "Text messages need a verified mobile number.",
    saveChoice: "Save choice",
    choiceSaved: "Saved. This is how we reach you now.",
  },
  /** /user/meals: My Camp Requests. */
  dashRequests: {
    documentTitle: "Camp Request · MedCamp",
    title: "My Meal Requests",
    mealTitle: "Meal Title",
    likes: "Likes",
    reviewsCount: "Reviews Count",
    actions: "Actions",
    /** The Status cell of a pending or delivered request, as the server says it (shown capitalised). */
    statusPending: "pending",
    statusDelivered: "delivered",
    delivered: "Delivered",
    cancelFor: (title: string) => `Cancel the request for ${title}`,
    cancelledTitle: "Cancelled!",
    browseCamps: "Browse camps",
    pagerLabel: "Camp request pages",
  },
  /** /user/reviews: My Reviews (Likes and Actions as in dashRequests, Edit as reviewsUi.edit). */
  dashReviews: {
    documentTitle: "User Reviews · MedCamp",
    title: "My Reviews",
    campTitle: "Camp Title",
    /** A review's camp title once the camp is gone. */
    noTitle: "N/A",
    review: "Review",
    editOf: (title: string) => `Edit your review of ${title}`,
    delete: "Delete",
    deleteOf: (title: string) => `Delete your review of ${title}`,
    viewCamp: "View camp",
    viewCampOf: (title: string) => `View camp ${title}`,
    findCampToReview: "Find a camp to review",
    pagerLabel: "Review pages",
  },
  /** /user/history: Payment History (Package and Status as subscription.packageLabel and schedule.statusLabel). */
  dashPayments: {
    documentTitle: "Payment History · MedCamp",
    title: "Payment History",
    date: "Date",
    price: "Price ($)",
    transactionId: "Transaction ID",
    /** A payment's status as the server says it. */
    statusPurchased: "purchased",
  },
  /** /payments: the checkout. */
  payCheckout: {
    documentTitle: "Checkout · MedCamp",
    choosePackageFirst: "Choose a package first",
    choosePackageHint: "Pick Platinum, Gold or Silver on the home page, then Subscribe.",
    title: "Checkout",
    testMode: "Test mode",
    packageName: "Package Name",
    totalPrice: "Total Price",
    /** The Total Price: "15 usd", "3.33 usd". */
    amountUsd: (amount: string) => `${amount} usd`,
    preparing: "Preparing payment…",
    loadingCardForm: "Loading card form…",
    /** Before the transaction ID, which follows after a space. */
    transactionIdLabel: "Your transaction ID:",
  },
  /** The checkout's card forms: the test-mode form and Stripe's. */
  payCard: {
    cardDetails: "Card details",
    card: "Card",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    payNow: "Pay Now",
  },
  /** /user/notifications (the Browse camps link as dashRequests.browseCamps). */
  notifUi: {
    documentTitle: "Notifications · MedCamp",
  },
} as const;
