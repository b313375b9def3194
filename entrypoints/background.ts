import { startWorker } from "@/app/worker/main";

export default defineBackground(startWorker);
