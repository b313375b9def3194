import { startWorker } from "@/entrypoints/background/main";

export default defineBackground(startWorker);
