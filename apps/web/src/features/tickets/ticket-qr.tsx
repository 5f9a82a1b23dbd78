import { formatTicketCode } from "@medcamp/contract";
import { QrImage } from "../../components/media/qr-image";
import { MESSAGES } from "../../i18n/messages";

/** The ticket's code as a QR code, drawn on the device. */
export function TicketQr({ code }: { code: string }) {
  return (
    <QrImage value={code} alt={MESSAGES.tickets.qrAlt(formatTicketCode(code))} failed={MESSAGES.tickets.qrFailed} />
  );
}
