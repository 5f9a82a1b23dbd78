import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { Footer } from "./footer";

function linksOf(group: string) {
  const nav = screen.getByRole("navigation", { name: group });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("Footer", () => {
  it("gives Quick Links, About and Legal real links", () => {
    renderApp({ element: <Footer /> });
    expect(linksOf("Quick Links")).toEqual([
      ["Home", "/"],
      ["All Camps", "/meals"],
      ["Upcoming Camping", "/upcoming-meals"],
      ["Create an account", "/auth/register"],
    ]);
    expect(linksOf("About")).toEqual([
      ["What MedCamp is", "/#about"],
      ["Camp packages", "/#packages"],
      ["Contact us", "mailto:hello@medcamp.dev"],
    ]);
    expect(linksOf("Legal")).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Use", "/terms"],
      ["Medical disclaimer", "/terms#medical-disclaimer"],
    ]);
  });
});
