/* parse_main.c: a main for parse_fuzz.c without libFuzzer: each file named is one input. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize(int *, char ***);
int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * make check builds this with parse_fuzz.c from the base and front-end
 * objects alone (src/Makefile.am): the link is the proof that the parser
 * needs nothing else, and fuzz-replay.test runs the corpus through it.
 */
int
main(int argc, char **argv)
{
	int i;

	LLVMFuzzerInitialize(&argc, &argv);
	for (i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		char *buf = NULL;
		size_t n = 0, cap = 0, r;

		if (f == NULL) {
			perror(argv[i]);
			return 1;
		}
		do {
			if (n == cap) {
				cap = cap ? 2 * cap : 4096;
				if ((buf = realloc(buf, cap)) == NULL) {
					perror("parse_main");
					return 1;
				}
			}
			r = fread(buf + n, 1, cap - n, f);
			n += r;
		} while (r > 0);
		fclose(f);
		LLVMFuzzerTestOneInput((const uint8_t *)buf, n);
		free(buf);
	}
	return 0;
}
