/**
 * The cities the demo camps take place in: each with its country, its IANA time zone and the coordinates of the
 * city centre (the camp's "Open in maps" link points there). Zones differ on purpose: Kathmandu is UTC+5:45, and
 * London and New York change clocks for summer, so the demo shows dates in other zones than the viewer's.
 */
export interface DemoCity {
  city: string;
  country: string;
  timezone: string;
  lat: number;
  lng: number;
}

export const DEMO_CITIES = {
  dhaka: { city: "Dhaka", country: "Bangladesh", timezone: "Asia/Dhaka", lat: 23.8103, lng: 90.4125 },
  chattogram: { city: "Chattogram", country: "Bangladesh", timezone: "Asia/Dhaka", lat: 22.3569, lng: 91.7832 },
  sylhet: { city: "Sylhet", country: "Bangladesh", timezone: "Asia/Dhaka", lat: 24.8949, lng: 91.8687 },
  coxsBazar: { city: "Cox's Bazar", country: "Bangladesh", timezone: "Asia/Dhaka", lat: 21.4272, lng: 92.0058 },
  rajshahi: { city: "Rajshahi", country: "Bangladesh", timezone: "Asia/Dhaka", lat: 24.3745, lng: 88.6042 },
  kolkata: { city: "Kolkata", country: "India", timezone: "Asia/Kolkata", lat: 22.5726, lng: 88.3639 },
  pokhara: { city: "Pokhara", country: "Nepal", timezone: "Asia/Kathmandu", lat: 28.2096, lng: 83.9856 },
  kathmandu: { city: "Kathmandu", country: "Nepal", timezone: "Asia/Kathmandu", lat: 27.7172, lng: 85.324 },
  colombo: { city: "Colombo", country: "Sri Lanka", timezone: "Asia/Colombo", lat: 6.9271, lng: 79.8612 },
  nairobi: { city: "Nairobi", country: "Kenya", timezone: "Africa/Nairobi", lat: -1.2921, lng: 36.8219 },
  london: { city: "London", country: "United Kingdom", timezone: "Europe/London", lat: 51.5074, lng: -0.1278 },
  newYork: { city: "New York", country: "United States", timezone: "America/New_York", lat: 40.7128, lng: -74.006 },
} as const satisfies Record<string, DemoCity>;

export type DemoCityKey = keyof typeof DEMO_CITIES;
