import type { DemoCityKey } from "./demo-places.ts";

/** When, where and for how many a demo camp takes place (issue 18). */
export interface DemoSchedule {
  /**
   * Days from the seeding day (in the camp's own zone) to the camp's first day, so the demo's dates stay relative to
   * its first start. Negative: the camp has already begun, and has ended when its category's days have passed too.
   */
  startsInDays: number;
  /** The hour it starts on its first day, on the camp's wall clock. */
  startHour: number;
  city: DemoCityKey;
  venue: string;
  address: string;
  /** Seats; null for no limit. */
  capacity: number | null;
}

const at = (
  city: DemoCityKey,
  venue: string,
  address: string,
  startsInDays: number,
  capacity: number | null,
  startHour = 9,
): DemoSchedule => ({ city, venue, address, startsInDays, capacity, startHour });

/**
 * The demo camps' schedules, by title. Starts spread over the four months after the seeding; the three camps posted
 * longest ago have ended and one is under way. Wildwood First Responder Course seats three and is full with two
 * campers waiting (demo-users.ts DEMO_REQUESTS); Growing Strong seats two and has one left. Camps that take few
 * people or have ended are among the oldest posts, so the newest-first lists the browser tests join from start with
 * open camps.
 */
export const DEMO_SCHEDULE: Record<string, DemoSchedule> = {
  "Lakeside Heart Health Retreat": at("dhaka", "Dhanmondi Lake Community Centre", "Road 7A, Dhanmondi", 12, 40),
  "Clear Vision Weekend Eye Camp": at(
    "sylhet",
    "Malnicherra Tea Estate Lodge",
    "Airport Road, Malnicherra",
    19,
    60,
    10,
  ),
  "Bright Smiles Dental Check Camp": at("rajshahi", "Padma Valley Community Hall", "Shaheb Bazar Road, Boalia", 26, 80),
  "Hilltop First Aid Essentials": at("chattogram", "Foy's Lake Hill Retreat", "Zakir Hossain Road, Khulshi", 33, 30, 8),
  "Village Vaccination Drive": at("kolkata", "Sonarpur Village Health Ground", "Station Road, Sonarpur", 6, null, 8),
  "Forest Trail General Check-up": at("nairobi", "Karura Forest Pavilion", "Limuru Road, Muthaiga", 40, 50),
  "Sunny Shore Skin Care Camp": at(
    "coxsBazar",
    "Kolatoli Beach Health Pavilion",
    "Kolatoli Road, Marine Drive",
    54,
    45,
    10,
  ),
  "Little Explorers Paediatric Camp": at(
    "london",
    "Heathside Children's Centre",
    "14 Parliament Hill, NW3 2TN",
    68,
    35,
    10,
  ),
  "Sound Hills Hearing and ENT Camp": at("sylhet", "Khadimnagar Hill Clinic", "Khadimnagar Road, Sylhet Sadar", 82, 40),
  "Mountain Lake Diabetes Care Week": at("pokhara", "Phewa Lakeside Wellness Lodge", "Lakeside Road 6, Baidam", 15, 60),
  "Mothers and Babies Wellness Week": at(
    "dhaka",
    "Gulshan Garden Maternity Centre",
    "House 21, Road 55, Gulshan 2",
    23,
    50,
    10,
  ),
  "Meadow Mobility Physiotherapy Week": at("london", "Regent's Park Meadow Pavilion", "Outer Circle, NW1 4NR", 37, 25),
  "Quiet Pines Mindfulness Retreat": at("kathmandu", "Nagarjun Pine Retreat", "Ring Road, Balaju", 47, 30, 10),
  "Orchard Valley Nutrition Week": at("nairobi", "Ngong Hills Orchard Hall", "Ngong Road, Karen", 61, 40),
  "Strong Bones Joint Care Camp": at("pokhara", "Sarangkot Alpine Lodge", "Sarangkot Road, Kaski", 75, 35),
  "Golden Years Elderly Care Week": at(
    "kolkata",
    "Salt Lake Seniors' Garden",
    "CF Block, Sector I, Salt Lake",
    -2,
    60,
    10,
  ),
  "Riverside Community Check-up Week": at("dhaka", "Buriganga Riverside Clinic", "Sadarghat Road, Old Dhaka", -30, 100),
  "Wildwood First Responder Course": at("newYork", "Inwood Hill Nature Center", "218th Street and Indian Road", 45, 3),
  "Seaside Sight Restoration Week": at("colombo", "Galle Face Coastal Eye Clinic", "Galle Road, Kollupitiya", -45, 80),
  "Alpine Cardiac Rehabilitation Programme": at(
    "kathmandu",
    "Godavari Mountain Lodge",
    "Godavari Road, Lalitpur",
    28,
    20,
  ),
  "Healthy Living Diabetes Reset": at(
    "chattogram",
    "Batali Hill Pinewood Retreat",
    "Tiger Pass Road, Batali Hill",
    52,
    40,
  ),
  "Calm Waters Mental Wellness Retreat": at(
    "colombo",
    "Beira Lake Wellness House",
    "Sir James Peiris Mawatha",
    89,
    24,
    10,
  ),
  "Happy Teeth Family Dental Camp": at("dhaka", "Mirpur Green Valley Clinic", "Road 3, Section 2, Mirpur", 96, null),
  "Back on Track Spine and Joint Camp": at(
    "london",
    "Highgate Ponds Rehabilitation Centre",
    "Millfield Lane, N6 6JD",
    103,
    30,
  ),
  "Safe Motherhood Hill Camp": at("sylhet", "Lakkatura Hill Maternity Camp", "Lakkatura Tea Estate Road", 110, 60),
  "Active Ageing Garden Retreat": at("kolkata", "Alipore Garden Retreat", "Belvedere Road, Alipore", 117, 45, 10),
  "Growing Strong Children's Health Camp": at("nairobi", "Uhuru Park Children's Tent Camp", "Kenyatta Avenue", 64, 2),
  "Clear Skin Coastal Retreat": at("coxsBazar", "Inani Beach Skin Clinic", "Marine Drive, Inani", -60, 40),

  // Upcoming camps: dated and placed too, carried over when an admin publishes them.
  "Highland Hearing Awareness Camp": at(
    "kathmandu",
    "Basantapur Square Hall",
    "Basantapur, Durbar Square",
    100,
    150,
    10,
  ),
  "Winter Flu Shot Clinic": at("london", "Camden Centre Clinic", "Judd Street, WC1H 9JE", 35, null, 8),
  "Lakeview Healthy Eating Week": at("dhaka", "Gulshan Lake Park Pavilion", "Road 104, Gulshan 2", 58, 40),
  "Trailhead Sports Injury Clinic": at("pokhara", "Kande Trailhead Camp", "Kande, Kaski", 80, 30, 8),
  "Evergreen Full Body Health Screening": at(
    "nairobi",
    "Ngong Forest Evergreen Lodge",
    "Ngong Racecourse Road",
    120,
    60,
  ),
  "Mindful Mountains Resilience Retreat": at(
    "kathmandu",
    "Shivapuri Resilience Retreat",
    "Budhanilkantha Road",
    70,
    25,
  ),
};
