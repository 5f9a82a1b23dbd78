import { DEMO_ADMIN, type PackageName } from "@medcamp/contract";

export interface DemoUser {
  name: string;
  email: string;
  password: string;
  role: "student" | "admin";
  badge: PackageName | null;
  /** null: the app shows the camper's initial. */
  image: string | null;
}

export const DEMO_STUDENT_PASSWORD = "CampUser1";

/**
 * The demo admin (architecture.md §3.2), three students with different badges, and five more campers with packages
 * who fill the demo's full camp and its waitlist (DEMO_REQUESTS).
 */
export const DEMO_USERS: DemoUser[] = [
  {
    name: "MedCamp Admin",
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    role: "admin",
    badge: null,
    image: "/images/avatars/admin.svg",
  },
  {
    name: "Sara Ahmed",
    email: "sara@medcamp.dev",
    password: DEMO_STUDENT_PASSWORD,
    role: "student",
    badge: "Gold",
    image: "/images/avatars/sara.svg",
  },
  {
    name: "Omar Haddad",
    email: "omar@medcamp.dev",
    password: DEMO_STUDENT_PASSWORD,
    role: "student",
    badge: "Platinum",
    image: "/images/avatars/omar.svg",
  },
  {
    name: "Lina Park",
    email: "lina@medcamp.dev",
    password: DEMO_STUDENT_PASSWORD,
    role: "student",
    badge: null,
    image: "/images/avatars/lina.svg",
  },
  ...(
    [
      ["Nadia Rahman", "nadia@medcamp.dev", "Silver"],
      ["Tariq Hossain", "tariq@medcamp.dev", "Gold"],
      ["Amara Okafor", "amara@medcamp.dev", "Silver"],
      ["Ben Carter", "ben@medcamp.dev", "Gold"],
      ["Mei Chen", "mei@medcamp.dev", "Platinum"],
    ] as const
  ).map(([name, email, badge]) => ({
    name,
    email,
    password: DEMO_STUDENT_PASSWORD,
    role: "student" as const,
    badge,
    image: null,
  })),
];

/** Reviews the students left: [student e-mail, camp index in DEMO_CAMPS, rating, comment]. */
export const DEMO_REVIEWS: Array<[string, number, number, string]> = [
  ["sara@medcamp.dev", 0, 5, "Well organised and the nurses took time to explain every result."],
  ["omar@medcamp.dev", 0, 4, "Great screenings; the queue on the first morning was long."],
  ["lina@medcamp.dev", 1, 4, "Friendly staff and a beautiful location."],
  ["sara@medcamp.dev", 2, 3, "Useful workshops, though the schedule changed twice."],
  ["omar@medcamp.dev", 3, 5, "The specialist consultation alone was worth it."],
  ["lina@medcamp.dev", 4, 5, "My kids loved it and we learned a lot about nutrition."],
  ["sara@medcamp.dev", 9, 4, "Clear advice and a very caring team."],
  ["omar@medcamp.dev", 10, 2, "Good idea, but too few doctors for the number of campers."],
  ["lina@medcamp.dev", 18, 5, "Relaxing and informative at the same time."],
];

/** Camps each student liked (indexes in DEMO_CAMPS). */
export const DEMO_LIKES: Record<string, number[]> = {
  "sara@medcamp.dev": [0, 1, 2, 5, 9, 12, 18],
  "omar@medcamp.dev": [0, 3, 5, 9, 10, 20],
  "lina@medcamp.dev": [0, 1, 4, 18, 22],
};

/**
 * Join requests, in the order they arrived (the waitlist's order): [camper e-mail, camp index in DEMO_CAMPS, status].
 * Wildwood First Responder Course (17) seats three: three campers hold its seats and two wait, at positions 1 and 2.
 * Growing Strong Children's Health Camp (26) seats two and has one left.
 */
export const DEMO_REQUESTS: Array<[string, number, "pending" | "delivered" | "waitlisted"]> = [
  ["sara@medcamp.dev", 1, "pending"],
  ["sara@medcamp.dev", 5, "delivered"],
  ["omar@medcamp.dev", 3, "pending"],
  ["nadia@medcamp.dev", 17, "delivered"],
  ["tariq@medcamp.dev", 17, "pending"],
  ["amara@medcamp.dev", 17, "pending"],
  ["ben@medcamp.dev", 17, "waitlisted"],
  ["mei@medcamp.dev", 17, "waitlisted"],
  ["nadia@medcamp.dev", 26, "pending"],
];
