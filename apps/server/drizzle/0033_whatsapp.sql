ALTER TABLE "sms_contact" DROP CONSTRAINT "sms_contact_channel_check";--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_contact" ADD CONSTRAINT "sms_contact_channel_check" CHECK ("sms_contact"."channel" in ('email', 'sms', 'both', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_channel_check" CHECK ("sms_message"."channel" in ('sms', 'whatsapp'));