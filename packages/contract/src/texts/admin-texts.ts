/**
 * Screen texts of the admin screens (issue 24): the headings, labels, buttons, hints, page titles and accessible
 * names the screens used to write inline, in English exactly as the spec has them. Part of MESSAGES, so every
 * language's catalogue carries them (ADR 022).
 */
export const ADMIN_TEXTS = {
  /** Words several admin screens share: column headers, buttons, the admin role. */
  adminCommon: {
    title: "Title",
    category: "Category",
    likes: "Likes",
    fee: "Fee",
    delete: "Delete",
    userName: "User Name",
    /** The admin role in Manage Users, and the dashboard's greeting when the admin has no name. */
    admin: "Admin",
    /** A spinner's accessible text. */
    loading: "Loading…",
  },
  /** The admin dashboard (/admin): the greeting and the shortcut cards. */
  adminHome: {
    documentTitle: "Admin Dashboard · MedCamp",
    welcome: (name: string) => `Welcome, ${name}`,
    intro: "Add and publish camps, serve join requests, and manage reviews and users.",
    tasksLabel: "Admin tasks",
    addCampTitle: "Add a camp",
    addCampText: "Publish a new camp with its professionals and fee.",
    upcomingText: "Plan camps ahead and publish them when ready.",
    requestsTitle: "Join requests",
    requestsText: "Book campers into the camps they asked to join.",
    manageCampsTitle: "Manage camps",
    manageCampsText: "Update or delete camps, sorted by likes or reviews.",
    reviewsTitle: "Camp reviews",
    reviewsText: "See which camps were reviewed and reset reviews.",
    usersTitle: "Users",
    usersText: "Find users and make a student an admin.",
    outboxText: "Read every e-mail MedCamp sent, or keeps here without SMTP.",
  },
  /** Add camp (/admin/add-meal). */
  adminAddCamp: {
    documentTitle: "Add camp · MedCamp",
    title: "Add camp",
    submit: "Add camp",
  },
  /** The camp fields of Add camp, Add an Upcoming Camp and Update, with their messages. */
  adminCampForm: {
    imageLabel: "Image URL",
    professionalsLabel: "Healthcare Professionals (comma separated)",
    feeLabel: "Camp fee",
    descriptionLabel: "Description",
    /** The professionals field as its messages name it ("… can be at most 2000 characters"). */
    professionalsField: "Healthcare Professionals",
    imageInvalid: "Enter an http(s) image URL",
    feeInvalid: "Camp fee must be a number with at most 2 decimals",
    whenAndWhere: "When and where",
  },
  /** The Update modal of All Camps. */
  adminUpdateCamp: {
    title: "Update Camp",
    photoUrlLabel: "Photo Url",
    priceLabel: "Price",
    ingredientsLabel: "Ingredients (comma separated)",
    /** The ingredients field as its messages name it. */
    ingredientsField: "Ingredients",
    photoUrlRequired: "Photo Url is required",
    photoUrlInvalid: "Photo Url must be an http(s) URL",
    ingredientsRequired: "Ingredients are required",
    priceRequired: "Price is required",
    priceInvalid: "Price must be a number with at most 2 decimals",
    saveChanges: "Save Changes",
  },
  /** All Camps (/admin/all-meal). */
  adminManageCamps: {
    title: "All Camps",
    documentTitle: "All Camps · Admin · MedCamp",
    sortBy: "Sort By",
    sortDefault: "Default",
    reviewsCount: "Reviews Count",
    rating: "Rating",
    distributor: "Distributor",
    update: "Update",
    pagerLabel: "Camp pages",
  },
  /** All Reviews (/admin/all-reviews). */
  adminReviews: {
    title: "All Reviews",
    documentTitle: "All Reviews · MedCamp",
    campTitle: "Camp Title",
    reviewCount: "Review Count",
    viewCamp: "View Camp",
    /** Delete's accessible name: whose reviews it resets. */
    deleteReviewsOf: (title: string) => `Delete reviews of ${title}`,
    pagerLabel: "Reviewed camp pages",
  },
  /** Admin Profile (/admin/profile). */
  adminProfile: {
    title: "Admin Profile",
    documentTitle: "Admin Profile · MedCamp",
    campsAdded: "Camps added",
  },
  /** Serve Camp (/admin/serve-meal). */
  adminServe: {
    title: "Serve Camp",
    documentTitle: "Serve Camp · MedCamp",
    userNameSearch: "User name",
    userEmailSearch: "User email",
    userEmail: "User Email",
    action: "Action",
    book: "Book",
    /** Book's accessible name: which camp, for whom. */
    bookRequest: (title: string, name: string) => `Book ${title} for ${name}`,
    /** Decline's accessible name: which camp, for which camper's e-mail. */
    declineRequest: (title: string, email: string) => `Decline ${title} for ${email}`,
  },
  /** Manage Users (/admin/manage-user). */
  adminUsers: {
    title: "Manage Users",
    documentTitle: "Manage Users · MedCamp",
    searchUsername: "Search by username",
    searchEmail: "Search by email",
    subscriptionStatus: "Subscription Status",
    noBadge: "None",
    makeAdmin: "Make Admin",
    /** Make Admin's accessible name: whom it promotes. */
    makeAdminOf: (name: string) => `Make Admin: ${name}`,
  },
  /** Upcoming Camps (/admin/add-upcomingmeal) and its "Add an Upcoming Camp" modal. */
  adminUpcoming: {
    title: "Upcoming Camps",
    documentTitle: "Add Upcoming Camp · MedCamp",
    addTitle: "Add an Upcoming Camp",
    publish: "Publish",
    /** Publish's accessible name: which camp it publishes. */
    publishOf: (title: string) => `Publish ${title}`,
    add: "Add",
  },
  /** The Outbox (/admin/outbox). */
  adminOutbox: {
    documentTitle: "Outbox · MedCamp",
  },
  /** The audit log (/admin/audit). */
  adminAudit: {
    documentTitle: "Audit log · MedCamp",
  },
  /** The phone check-in page (/admin/check-in/:id). */
  checkInUi: {
    /** The browser tab's title: the page's heading, then the product. */
    documentTitle: (heading: string) => `${heading} · MedCamp`,
  },
} as const;
