export { createNotifier, notice, type Notice, type NoticeTopic, type Notifier, type Recipient } from "./notifier.ts";
export { notificationsRoutes } from "./routes.ts";
export { recipientsOf } from "./repository.ts";
