import { DEMO_ADMIN, type PackageName } from "@medcamp/contract";

export interface DemoUser {
  name: string;
  email: string;
  password: string;
  role: "student" | "admin";
  badge: PackageName | null;
  image: string;
}

export const DEMO_STUDENT_PASSWORD = "CampUser1";

/** The demo admin (architecture.md §3.2) and three students with different badges. */
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
