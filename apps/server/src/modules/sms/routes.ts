import { contactChoiceSchema, contactSchema, phoneBodySchema, phoneCodeBodySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ContactService } from "./contact-service.ts";

/** How the signed-in user hears from MedCamp, and their phone number's one-time code (issue 40). */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  const tags = ["account: text messages"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/me/contact",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "How I hear from MedCamp (e-mail, SMS, both or WhatsApp) and the choices on offer, my phone number and whether it is verified",
        response: { 200: contactSchema },
      },
    },
    async (request) => service.get(requireUser(request).id),
  );

  app.put(
    "/me/contact",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Choose e-mail, SMS, both, or WhatsApp where it is offered (`channels` of GET); texts need a verified number",
        body: contactChoiceSchema,
        response: { 200: contactSchema, ...refusals("PHONE_NOT_VERIFIED", "CONTACT_CHANNEL_UNAVAILABLE") },
      },
    },
    async (request) => service.choose(requireUser(request).id, request.body.channel),
  );

  app.post(
    "/me/phone",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Store my phone number (unverified) and text it a six-digit code that expires in 10 minutes",
        body: phoneBodySchema,
        response: {
          200: contactSchema,
          ...refusals("PHONE_INVALID", "PHONE_OPTED_OUT", "PHONE_CODE_TOO_SOON", "PHONE_CODES_EXHAUSTED"),
        },
      },
    },
    async (request) => service.setPhone(requireUser(request).id, request.body.phone, request.body.phoneCountry),
  );

  app.post(
    "/me/phone/verify",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Verify my phone number with the code texted to it (5 tries)",
        body: phoneCodeBodySchema,
        response: {
          200: contactSchema,
          ...refusals("PHONE_CODE_WRONG", "PHONE_CODE_EXPIRED", "PHONE_CODE_NONE"),
        },
      },
    },
    async (request) => service.verify(requireUser(request).id, request.body.code),
  );
};
