module github.com/queensbook/queens

go 1.26
