--- script
touch abc
~ a* abc || echo subject-not-globbed
