/**
 * Screen texts of the public screens (issue 24): the headings, labels, buttons, hints, page titles and accessible
 * names the screens used to write inline, in English exactly as the spec has them. Part of MESSAGES, so every
 * language's catalogue carries them (ADR 022).
 */
export const PUBLIC_TEXTS = {
  /** Shared by many screens: loading, paging, lists. */
  common: {
    loading: "Loading…",
    loadingCamps: "Loading camps…",
    search: "Search",
    clearFilters: "Clear filters",
    loadMore: "Load more",
    pagination: "Pagination",
    /** A page button's accessible name. */
    page: (page: number) => `Page ${page}`,
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    perPage: "Per page",
    like: "Like",
    liked: "Liked",
    retry: "Retry",
    reload: "Reload",
  },
  /** The navbar, the account menu and the theme switch. */
  nav: {
    main: "Main",
    brandHome: "MedCamp home",
    skipToContent: "Skip to content",
    menu: "Menu",
    home: "Home",
    allCamps: "All Camps",
    upcomingCamping: "Upcoming Camping",
    adminDashboard: "Admin Dashboard",
    userDashboard: "User Dashboard",
    /** The account menu's accessible name. */
    accountMenu: (name: string) => `Account menu for ${name}`,
    logout: "Logout",
    logoutFailed: "Logout failed. Please try again.",
    switchToLight: "Switch to light theme",
    switchToDark: "Switch to dark theme",
  },
  /** The footer's groups and links. */
  footer: {
    tagline: "Health camps of 3, 7 and 10 days, run by caring professionals.",
    quickLinks: "Quick Links",
    createAccount: "Create an account",
    about: "About",
    whatMedCampIs: "What MedCamp is",
    campPackages: "Camp packages",
    contactUs: "Contact us",
    legal: "Legal",
    /** A social network link's name, for screen readers. */
    socialLink: (network: string) => `MedCamp on ${network} (opens in a new tab)`,
  },
  /** The user and admin areas' chrome, the admins-only page and the offline notes. */
  layout: {
    mainPage: "Main Page",
    adminsOnly: "Admins only",
    userNavLabel: "User dashboard",
    userNav: {
      profile: "Profile",
      campRequest: "Camp Request",
      userReviews: "User Reviews",
      paymentHistory: "Payment History",
      /** Beyond the spec (issue 39): the person's clinic visits and who read their record. */
      healthRecord: "My health record",
    },
    adminNavLabel: "Admin dashboard",
    adminNav: {
      profile: "Profile",
      addCamp: "Add camp",
      addUpcomingCamp: "Add Upcoming Camp",
      serveCamp: "Serve Camp",
      allCamp: "All Camp",
      allReviews: "All Reviews",
      manageUsers: "Manage Users",
    },
    /** What the app says when the browser has no connection (issue 17, item 5). */
    offline: {
      banner: "You're offline. What is on screen stays; sending anything needs a connection.",
      action: "You're offline, so this was not sent. Try again once you're back online.",
      page: "You're offline, so this page could not be loaded.",
      stillOffline: "Still offline. Retry once the connection is back.",
    },
  },
  /** The page for an unknown address. */
  notFound: {
    pageTitle: "Page not found",
    imageAlt: "404: page not found",
    heading: "This page does not exist.",
    goBack: "Go Back",
  },
  /** The server-rendered pages' descriptions (meta description, share cards). */
  pageHead: {
    siteDescription: "MedCamp: find health camps of 3, 7 or 10 days, read reviews and join the one that fits you.",
    allCampsDescription:
      "Browse health camps of 3, 7 or 10 days: compare fees, dates and places, read reviews and join the one that fits you.",
    upcomingDescription:
      "Health camps coming soon to MedCamp: see what is planned and like the camps you want to join.",
  },
  /** The home page: hero, camps by length, packages and the campaign counter. */
  home: {
    pageTitle: "MedCamp · Health camps near you",
    heroTitle: "Health camps that fit your life",
    heroText:
      "MedCamp brings doctors, nurses and therapists together in camps of 3, 7 or 10 days. Search the camps, read what other participants say, and join the one that suits you.",
    searchLabel: "Search camps",
    searchPlaceholder: "Search camps by title",
    loadMoreResults: "Load more results",
    campsByLength: "Camps by length",
    campLength: "Camp length",
    buyPackage: "Buy Package",
    mostPopular: "Most Popular",
    perMonth: "/month",
    /** Subscribe's accessible name: which package it buys. */
    subscribeTo: (pkg: string) => `Subscribe to ${pkg}`,
    /** The spec's spelling. */
    totalCampaing: "Total Campaing",
    campaignsSoFar: (count: number) => `${count}+ campaigns so far`,
    discover: "Discover",
  },
  /** A camp as lists show it (the card), and the facts the detail page shares with it. */
  campCard: {
    fee: "Camp fees",
    professionals: "Healthcare professionals",
    participants: "Participants",
    posted: "Posted",
    /** A category's name as screens show it: the spec's own value in English ("3days"), words in other languages. */
    categoryName: (category: string) => `${category}`,
    categoryChip: (category: string) => `Category: ${category}`,
    categoryLabel: "Category",
    rating: "Rating",
    outOf: (max: number) => `out of ${max}`,
    reviews: "Reviews",
    distributor: "Distributor",
    viewDetails: "View Details",
    /** View Details' accessible name: which camp it opens. */
    viewDetailsOf: (title: string) => `View Details: ${title}`,
  },
  /** /meals: All Camps and its filters. */
  campsPage: {
    searchPlaceholder: "Camp title",
    allCategories: "All",
    applyFilters: "Apply filters",
    firstCamps: (count: number) =>
      `These are the first ${count} camps. Search or choose a category to find the others.`,
    price: "Price",
    filterByPrice: "Filter by Price",
    minPrice: "Min Price",
    maxPrice: "Max Price",
    pricesNegative: "Prices cannot be negative.",
    minAboveMax: "Min Price must not be greater than Max Price.",
  },
  /** /meal/:id: a camp's detail. */
  campDetail: {
    errorTitle: "Camp details",
    loadingTitle: "Camp",
    facts: "Camp facts",
    about: "About this camp",
    myCampRequests: "My Camp Requests",
    needsJavascript: "Liking and joining a camp need JavaScript.",
    unavailableHint: "It may have been removed, or the link may be mistyped.",
    browseAllCamps: "Browse All Camps",
  },
  /** A camp's reviews: the summary, the list, the form and the user's own review. */
  reviewsUi: {
    oneReview: "1 review",
    reviewCount: (count: number) => `${count} reviews`,
    averageRating: (rating: string, max: number) => `Average rating ${rating} out of ${max},`,
    ratingsGiven: "Ratings given",
    oneStar: "1 star",
    starCount: (stars: number) => `${stars} stars`,
    showingLatest: (shown: number, total: number) => `Showing the latest ${shown} of ${total} reviews.`,
    ratingValue: (rating: number, max: number) => `Rating: ${rating} / ${max}`,
    leaveReview: "Leave a review",
    yourReview: "Your review",
    chooseRating: "Choose a rating",
    submitReview: "Submit review",
    loadingYourReview: "Loading your review…",
    ratingOutOf: (rating: number, max: number) => `${rating} out of ${max}`,
    edit: "Edit",
    editTitle: "Edit your review",
    comment: "Comment",
    update: "Update",
    tooLong: (max: number) => `Your review can be at most ${max} characters.`,
    /** After the live counter ("123/1000"), for screen readers. */
    characters: "characters",
  },
  /** /upcoming-meals: Upcoming Camping. */
  upcomingPage: {
    likeNeedsJavascript: "Liking a camp needs JavaScript.",
    /** The upcoming cards' wording (product.md §2 "Upcoming camps"). */
    labels: {
      fee: "Camping Fees",
      professionals: "Healthcare Professional",
      participants: "Likes",
      posted: "Posted on",
    },
    /** Like's accessible name: which camp it likes. */
    likeCamp: (title: string) => `Like: ${title}`,
    likedCamp: (title: string) => `Liked: ${title}`,
  },
  /** Login and Register, Google sign-in and the sign-in refusals in the product's words. */
  authUi: {
    login: "Login",
    register: "Register",
    password: "Password",
    userName: "User Name",
    demoAdmin: "Demo admin:",
    newHere: "New here?",
    haveAccount: "Already have an account?",
    or: "or",
    continueWithGoogle: "Continue with Google",
    wrongCredentials: "Wrong e-mail or password",
    accountExists: "An account with this e-mail already exists. Log in instead, or use another e-mail.",
    passwordTooShort: "Password is too short. Use at least 6 characters.",
    emailNotVerified: "Verify your e-mail address first.",
    createUserFailed: "The account could not be created. Please try again.",
    createSessionFailed: "You could not be signed in. Please try again.",
    googleUnavailable: "Google sign-in is not available here.",
  },
  /** Home's newsletter box. */
  newsletterUi: {
    emailPlaceholder: "you@example.org",
  },
  /** /privacy. */
  legalPrivacy: {
    title: "Privacy Policy",
    intro: "MedCamp keeps only what it needs to run your account, your camp activity and your package.",
    keepTitle: "What we keep",
    keepAccount:
      "Your account: name, e-mail address, photo URL and a salted hash of your password (never the password).",
    keepActivity:
      "Your camp activity: likes, reviews and join requests, so you and the camp organisers can follow them.",
    keepPayments:
      "Your package payments: package, amount, date and the payment provider's transaction ID. Card numbers go to the payment provider and never reach our server.",
    cookiesTitle: "Cookies and local storage",
    cookiesText:
      "One session cookie keeps you signed in; it is httpOnly and is not used for tracking. Your theme choice and the package you picked are kept in your browser's local storage. MedCamp loads no analytics or advertising scripts.",
    whoTitle: "Who sees your data",
    whoText:
      "Admins see your name, e-mail, package and join requests to run the camps. Your name, rating and comment are shown with your reviews. We share nothing else with anyone, except the payment provider for a purchase.",
    choicesTitle: "Your choices",
    /** Before the privacy e-mail address (a link). */
    choicesBefore: "Ask for a copy of your data or for its deletion by writing to",
    /** After the privacy e-mail address. */
    choicesAfter: ".",
  },
  /** /terms, with the medical disclaimer. */
  legalTerms: {
    title: "Terms of Use",
    intro: "By using MedCamp you agree to these terms.",
    medicalDisclaimer: "Medical disclaimer",
    medicalText:
      "Camp information is general guidance, not personal medical advice. Ask a qualified professional about your own health, and call your local emergency number in an emergency.",
    accountTitle: "Your account",
    accountText:
      "Keep your password to yourself and give true details when you register. We may close accounts that post abusive reviews or misuse the service.",
    campsTitle: "Camps, requests and reviews",
    campsText:
      "Joining a camp sends a request that the organisers confirm. Reviews must be honest and about the camp; admins may remove reviews that are not.",
    paymentsTitle: "Packages and payments",
    paymentsText:
      "A package costs the price shown when you subscribe. Payments are processed by our payment provider; a payment is final once it shows as purchased in your payment history.",
  },
} as const;
