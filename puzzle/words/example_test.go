package words_test

import (
	"fmt"
	"time"

	"github.com/queensbook/queens/puzzle/words"
)

// The combinations post counts the arrangements of eight queens on 64
// squares; the same figures, written as the book writes them.
func Example() {
	fmt.Println(words.Thousands(4426165368), "arrangements,", words.Plural(92, "solution"))
	fmt.Println("about", words.Approximately(4.426165368e9), "arrangements")
	fmt.Println(words.Duration(8412*time.Millisecond), "measured,", words.Span(43*60), "forecast")
	// Output:
	// 4,426,165,368 arrangements, 92 solutions
	// about 4.4 billion arrangements
	// 8.41s measured, 43 minutes forecast
}
