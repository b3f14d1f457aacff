// The entry of the stepper page's script, bundled into assets/stepper.js.

import { startStepper } from "./stepper.js";

if (document.getElementById("stepper")) startStepper();
