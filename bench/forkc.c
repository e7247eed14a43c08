/* forkc: the C floor of the fork/wait loop: fork, _exit in the child, waitpid. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10000, i;
	int status;
	pid_t pid;

	for (i = 0; i < n; i++) {
		pid = fork();
		if (pid < 0)
			return 1;
		if (pid == 0)
			_exit(0);
		if (waitpid(pid, &status, 0) < 0 || status != 0)
			return 1;
	}
	return 0;
}
