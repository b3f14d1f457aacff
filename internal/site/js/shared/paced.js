// Drawing at a pace: a search at full speed takes thousands of steps a
// frame, and a panel that drew each of them would stall the page.

/**
 * A Paced calls draw at most once every pause milliseconds: a call asked
 * for sooner waits until the pause has passed, and calls asked for
 * meanwhile make no more.
 */
export class Paced {
  /**
   * @param {number} pause the least time between two calls, in ms
   * @param {() => void} draw
   */
  constructor(pause, draw) {
    this.pause = pause;
    this.draw = draw;
    this.drawn = 0;
    this.timer = 0;
  }

  /** soon draws now, when the pause has passed, or once it has. */
  soon() {
    const wait = this.drawn + this.pause - performance.now();
    if (wait <= 0) this.now();
    else if (!this.timer) this.timer = setTimeout(() => this.now(), wait);
  }

  /** now draws at once, and drops a drawing that was waiting. */
  now() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.drawn = performance.now();
    this.draw();
  }
}
