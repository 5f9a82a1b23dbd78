export { returnPath, themeRoutes } from "./routes.ts";
