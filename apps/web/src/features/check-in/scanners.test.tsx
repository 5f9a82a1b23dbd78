import { MESSAGES } from "@medcamp/contract";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CameraScanner } from "./camera-scanner";
import { PictureScanner } from "./picture-scanner";
import { decodeQrPicture } from "./qr-decoder";

vi.mock("./qr-decoder", () => ({ decodeQrPicture: vi.fn(), decodeQrFrame: vi.fn() }));

const T = MESSAGES.checkIn;

const stubCamera = (getUserMedia: () => Promise<MediaStream>) =>
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));

describe("camera scanner", () => {
  it("asks for the back camera and says so when it is refused", async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    stubCamera(getUserMedia);
    render(<CameraScanner onScan={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: T.startCamera }));
    expect(await screen.findByRole("alert")).toHaveTextContent(T.cameraRefused);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" }, audio: false });
    expect(screen.getByRole("button", { name: T.startCamera })).toBeInTheDocument();
  });

  it("says when the device has no camera", async () => {
    stubCamera(() => Promise.reject(new DOMException("none", "NotFoundError")));
    render(<CameraScanner onScan={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: T.startCamera }));
    expect(await screen.findByRole("alert")).toHaveTextContent(T.cameraMissing);
  });
});

describe("picture scanner", () => {
  const choose = () =>
    fireEvent.change(screen.getByLabelText(T.scanPicture), {
      target: { files: [new File(["png"], "ticket.png", { type: "image/png" })] },
    });

  it("scans the code read from the picture", async () => {
    vi.mocked(decodeQrPicture).mockResolvedValue("K7QF3M9D");
    const onScan = vi.fn();
    render(<PictureScanner onScan={onScan} />);
    choose();
    await waitFor(() => expect(onScan).toHaveBeenCalledWith("K7QF3M9D"));
  });

  it("says when the picture shows no code", async () => {
    vi.mocked(decodeQrPicture).mockResolvedValue(null);
    const onScan = vi.fn();
    render(<PictureScanner onScan={onScan} />);
    choose();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.noCodeInPicture);
    expect(onScan).not.toHaveBeenCalled();
  });
});
