import { PACKAGE_STORAGE_KEY, PACKAGES } from "@medcamp/contract";

/** The package a visitor chose with Subscribe (product.md §3 "Package choice"): kept across reloads of /payments. */
export type PackageChoice = { name: string; price: number };

export function savePackageChoice(choice: PackageChoice): void {
  localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(choice));
}

/** The stored choice, if it still names one of the packages at its price. */
export function readPackageChoice(): PackageChoice | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(PACKAGE_STORAGE_KEY) ?? "null") as Partial<PackageChoice> | null;
    const pkg = PACKAGES.find((p) => p.name === parsed?.name && p.price === parsed?.price);
    return pkg ? { name: pkg.name, price: pkg.price } : undefined;
  } catch {
    return undefined;
  }
}
