#ifndef SCHEDULER_H
#define SCHEDULER_H

/* Include schedulerst.h (for single-threaded mode)
 * or schedulermt.h (for multiple threads).
 */
#include "schedulermt.h"

#endif // SCHEDULER_H
