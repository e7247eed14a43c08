/* runloop: spawn a command N times and report wall time, CPU and page faults. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double
tv(struct timeval t)
{
	return t.tv_sec + t.tv_usec / 1e6;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
usage(void)
{
	fprintf(stderr, "usage: runloop [-q] [-n count] [-o out] [-e err] [-t secs] command [arg ...]\n");
	exit(2);
}

static volatile sig_atomic_t expired;

static void
onalarm(int sig)
{
	(void)sig;
	expired = 1;
}

/*
 * posix_spawn is glibc's vfork+exec (clone with CLONE_VM|CLONE_VFORK), the
 * cheapest way to start a process; the children's resource usage comes from
 * getrusage(RUSAGE_CHILDREN) before and after, which also counts anything the
 * command itself forked and waited for.
 *
 * -o and -e send the command's output to files (the bench checks it), -q to
 * /dev/null.  With -t, a command still running after that many seconds is
 * killed with its process group (the command runs in a group of its own)
 * and runloop exits 124, as timeout(1) does.
 */
int
main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t sa;
	struct sigaction act;
	struct rusage r0, r1;
	long n = 1, i;
	int c, quiet = 0, status, bad = 0;
	unsigned secs = 0;
	const char *out = NULL, *err = NULL;
	double t0, t1;
	pid_t pid;

	while ((c = getopt(argc, argv, "+qn:o:e:t:")) != -1) {
		switch (c) {
		case 'q':
			quiet = 1;
			break;
		case 'n':
			n = atol(optarg);
			break;
		case 'o':
			out = optarg;
			break;
		case 'e':
			err = optarg;
			break;
		case 't':
			secs = (unsigned)atol(optarg);
			break;
		default:
			usage();
		}
	}
	if (optind >= argc || n < 1)
		usage();
	argv += optind;
	if (quiet) {
		out = out ? out : "/dev/null";
		err = err ? err : "/dev/null";
	}
	posix_spawn_file_actions_init(&fa);
	if (out != NULL)
		posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (err != NULL)
		posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	posix_spawnattr_init(&sa);
	if (secs > 0) {
		posix_spawnattr_setflags(&sa, POSIX_SPAWN_SETPGROUP);
		posix_spawnattr_setpgroup(&sa, 0);
		memset(&act, 0, sizeof act);
		act.sa_handler = onalarm;	/* no SA_RESTART: waitpid returns EINTR */
		sigaction(SIGALRM, &act, NULL);
	}
	getrusage(RUSAGE_CHILDREN, &r0);
	t0 = now();
	for (i = 0; i < n; i++) {
		c = posix_spawn(&pid, argv[0], &fa, &sa, argv, environ);
		if (c != 0) {
			fprintf(stderr, "runloop: %s: %s\n", argv[0], strerror(c));
			return 1;
		}
		alarm(secs);
		while (waitpid(pid, &status, 0) < 0) {
			if (errno != EINTR) {
				perror("runloop: waitpid");
				return 1;
			}
			if (expired) {
				kill(-pid, SIGKILL);
				while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
					;
				fprintf(stderr, "runloop: %s: killed after %u s\n", argv[0], secs);
				return 124;
			}
		}
		alarm(0);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
			bad++;
	}
	t1 = now();
	getrusage(RUSAGE_CHILDREN, &r1);
	/* count wall user sys minflt majflt failures */
	printf("%ld %.6f %.6f %.6f %ld %ld %d\n", n, t1 - t0,
	    tv(r1.ru_utime) - tv(r0.ru_utime), tv(r1.ru_stime) - tv(r0.ru_stime),
	    r1.ru_minflt - r0.ru_minflt, r1.ru_majflt - r0.ru_majflt, bad);
	if (bad) {
		fprintf(stderr, "runloop: %s: %d of %ld runs failed\n", argv[0], bad, n);
		return 1;
	}
	return 0;
}
