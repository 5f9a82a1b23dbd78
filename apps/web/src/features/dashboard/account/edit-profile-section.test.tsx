import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../../test/auth-states";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { EditProfileSection } from "./edit-profile-section";

const m = MESSAGES.account;

describe("My Profile: edit name and photo (issue 19)", () => {
  it("edits name and photo with the register form's rules, then reads the session again", async () => {
    const { calls } = fakeApi({ "POST /auth/update-user": { body: { status: true } } });
    const { refresh } = renderApp({ element: <EditProfileSection />, auth: student });
    const form = within(screen.getByRole("form", { name: m.editTitle }));
    await userEvent.clear(form.getByLabelText(m.nameLabel));
    await userEvent.clear(form.getByLabelText(m.photoLabel));
    await userEvent.type(form.getByLabelText(m.photoLabel), "ftp://nope");
    await userEvent.click(form.getByRole("button", { name: m.save }));
    expect(await form.findByText(MESSAGES.auth.nameRequired)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.auth.photoUrlInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(form.getByLabelText(m.nameLabel), "New Name");
    await userEvent.clear(form.getByLabelText(m.photoLabel));
    await userEvent.type(form.getByLabelText(m.photoLabel), "https://example.org/me.png");
    await userEvent.click(form.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.profileSaved)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ name: "New Name", image: "https://example.org/me.png" }]);
    expect(refresh).toHaveBeenCalled();
  });
});
